import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(
  name: "App",
  dependencies: [
    .Core.networking,
    .project(target: "Storage", path: "../Core"),
    .snapKit,
  ]
)
