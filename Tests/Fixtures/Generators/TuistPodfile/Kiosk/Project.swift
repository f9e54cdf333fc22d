import ProjectDescription
import ProjectDescriptionHelpers

// The app's pods come from the Podfile beside this project.
let project = Project(
  name: "Kiosk",
  targets: [
    .target(
      name: "Kiosk", destinations: .iOS, product: .app, bundleId: "org.example.kiosk",
      deploymentTargets: .iOS("13.0"), sources: ["Sources/**"])
  ].withDeploymentFloors()
)
