import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(name: "Opaque", targets: [TargetMaker(name: "Opaque").make()])
