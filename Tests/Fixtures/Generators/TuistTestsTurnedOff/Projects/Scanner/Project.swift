import ProjectDescription
import ProjectDescriptionHelpers

// No unit tests: this code drives the camera, which only a device has.
let project = Project.module(
  name: "Scanner",
  includesTests: false,
  isStatic: false
)
