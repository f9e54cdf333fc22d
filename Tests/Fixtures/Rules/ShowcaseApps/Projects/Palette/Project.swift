import ProjectDescription

// A design system, its tests, and the app its designers run to look at its components.
let project = Project(
  name: "Palette",
  targets: [
    .target(
      name: "Palette", destinations: .iOS, product: .framework, bundleId: "org.example.palette",
      sources: ["../../Palette/Sources/**"]),
    .target(
      name: "PaletteTests", destinations: .iOS, product: .unitTests, bundleId: "org.example.palette.tests",
      sources: ["../../Palette/Tests/**"],
      dependencies: [.target(name: "Palette")]),
    .target(
      name: "PaletteApp", destinations: .iOS, product: .app, bundleId: "org.example.palette.app",
      sources: ["../../PaletteApp/**"],
      dependencies: [.target(name: "Palette")]),
  ]
)
