import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Grouped",
  targets: [
    ModuleName.Feed.targets,
    ModuleName.Timeline.targets,
  ]
)
