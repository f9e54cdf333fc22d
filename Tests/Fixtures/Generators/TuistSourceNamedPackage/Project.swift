import ProjectDescription

// Hand-written fixture: a Tuist target whose glob takes every Swift file of `Shelf`, one of them a source named
// `Package.swift` (it declares a protocol `Package`); no project names `Shelf` as a package.
let project = Project(
  name: "Shelf",
  targets: [
    .target(
      name: "ShelfModels", destinations: .macOS, product: .framework, bundleId: "org.example.shelf.models",
      sources: "Shelf/**/*.swift")
  ]
)
