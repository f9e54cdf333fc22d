import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Grouped",
  targets: [
    .module("Feed"),
    .module("Timeline", dependencies: [.target(name: "Feed")]),
  ]
)
