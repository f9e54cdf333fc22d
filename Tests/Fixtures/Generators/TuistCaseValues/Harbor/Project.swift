import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Harbor",
  targets: [
    .module(
      "Harbor", kind: .app,
      dependencies: [
        .project(target: "Dock", path: "../Dock"),
        .project(target: "Buoy", path: "../Buoy"),
        .project(target: "Pier", path: "../Pier"),
      ])
  ]
)
