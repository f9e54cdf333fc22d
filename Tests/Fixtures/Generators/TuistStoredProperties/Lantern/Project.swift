import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(dependencies: [
  .project(target: "WickDarkKit", path: "../Wick"),
  .project(target: "FlintBrightKit", path: "../Flint"),
])
