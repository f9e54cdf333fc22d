import ProjectDescription

// The product: an app built on the design system.
let project = Project(
  name: "Journal",
  targets: [
    .target(
      name: "Journal", destinations: .iOS, product: .app, bundleId: "org.example.journal",
      sources: ["../../Journal/**"],
      dependencies: [.project(target: "Palette", path: "../Palette")])
  ]
)
