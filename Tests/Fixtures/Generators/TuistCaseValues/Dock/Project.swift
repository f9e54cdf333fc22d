import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(name: "Dock", targets: [.module("Dock", kind: .framework(.dynamic))])
