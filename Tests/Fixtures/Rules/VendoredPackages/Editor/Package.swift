// swift-tools-version:5.9
// The team's own editor package, with two packages of other authors copied into the tree: `External/Grammars`
// beside it and `../Vendor/Palette`. test-presence asks for tests of `Editor` (and of `ExternalLinks`, a package of
// the team's own whose name only starts like the folder of copies, and of `Shared/ThirdParty`, a package of the
// team's own so named), not of the copies.
import PackageDescription

let package = Package(
  name: "Editor",
  products: [
    .library(name: "Editor", targets: ["Editor"])
  ],
  dependencies: [
    .package(path: "External/Grammars"),
    .package(path: "../Vendor/Palette"),
  ],
  targets: [
    .target(
      name: "Editor",
      dependencies: [
        .product(name: "GrammarJSON", package: "Grammars"),
        .product(name: "GrammarYAML", package: "Grammars"),
        .product(name: "Palette", package: "Palette"),
      ])
  ]
)
