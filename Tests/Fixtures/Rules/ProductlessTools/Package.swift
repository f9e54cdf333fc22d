// swift-tools-version:5.9
// A library package: `Glyphs` is what it ships and tests. Its tables are written by the generators of the package
// in `Tools/make-tables`, which declares no products: a tool of the repository, run by hand, whose library
// `TableKit` and executable `MakeWidthTable` test-presence does not ask for tests.
import PackageDescription

let package = Package(
  name: "Glyphs",
  products: [
    .library(name: "Glyphs", targets: ["Glyphs"])
  ],
  targets: [
    .target(name: "Glyphs"),
    .testTarget(name: "GlyphsTests", dependencies: ["Glyphs"]),
  ]
)
