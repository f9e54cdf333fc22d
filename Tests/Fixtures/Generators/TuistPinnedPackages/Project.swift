import ProjectDescription

// Catalog declares NavKit only, and imports Inspector and CollectionsKit's Ordered too, which Shelf declares.
let project = Project(
  name: "Catalog",
  targets: [
    .target(
      name: "Catalog", destinations: .macOS, product: .framework, bundleId: "org.example.catalog",
      sources: ["Catalog/Sources/**"],
      dependencies: [.external(name: "NavKit")]),
    .target(
      name: "Shelf", destinations: .macOS, product: .app, bundleId: "org.example.shelf",
      sources: ["Shelf/Sources/**"],
      dependencies: [.target(name: "Catalog"), .external(name: "Inspector"), .external(name: "Ordered")]),
  ]
)
