import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Names",
  targets: [
    .target(
      name: "ProfileFeature", destinations: .iOS, product: .framework, bundleId: "org.example.profile",
      sources: ["Sources/Profile/**"]),
    .target(
      name: "Host", destinations: .iOS, product: .app, bundleId: "org.example.host", sources: [],
      dependencies: .features),
  ]
)
