import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Gallery",
  targets: [
    .target(
      name: "Gallery", destinations: .iOS, product: .app, bundleId: galleryBundle,
      sources: ["Gallery/Sources/**"],
      dependencies: [
        .external(name: "Shimmer")
      ])
  ]
)
