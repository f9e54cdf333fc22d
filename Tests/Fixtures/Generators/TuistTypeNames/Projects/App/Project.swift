import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "App",
  targets: [
    .target(
      name: "App", destinations: .iOS, product: .app, bundleId: "org.example.app",
      sources: ["Sources/**"],
      dependencies: [
        .dependency(layer: Core.self),
        // A project this repository does not have (kept in another one): what it gives the app is unknown.
        .project(target: "Payments", path: .relativeToRoot("Projects/Payments")),
      ]),
    .target(
      name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "org.example.app.widget",
      sources: ["Widget/**"],
      dependencies: widgetDependencies()),
  ]
)
