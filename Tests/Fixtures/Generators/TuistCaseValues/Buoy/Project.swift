import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(name: "Buoy", targets: [.made("Buoy", factory: .init(kind: .framework(.static)))])
