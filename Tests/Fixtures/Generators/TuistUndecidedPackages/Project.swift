import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Counter",
  packages: Packages.all(),
  targets: [
    .target(
      name: "Counter",
      destinations: .macOS,
      product: .app,
      bundleId: "app.counter",
      sources: ["App/Sources/**"],
      dependencies: [
        .package(product: "Tally"),
        .package(product: "Beads"),
        .package(product: "Ledger"),
      ]
    ),
  ]
)
