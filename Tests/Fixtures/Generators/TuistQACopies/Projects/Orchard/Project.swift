import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.module(
  name: "Orchard", product: .app,
  dependencies: [
    .project(target: "Crates", path: "../Crates"),
    .project(target: "Kiosk", path: "../Kiosk"),
  ])
