import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(name: "Buoy", targets: [.module("Buoy")])
