// swift-tools-version:5.9
// Hand-written fixture: `StyleQueries` only hands out the files it bundles, through computed properties and
// functions that call its file's lookup of `Bundle.module`, so it has nothing to test. `StyleSheets` bundles a file
// too, but decodes it and builds a default sheet: it is asked for tests.
import PackageDescription

let package = Package(
  name: "BundledResources",
  products: [
    .library(name: "StyleQueries", targets: ["StyleQueries"]),
    .library(name: "StyleSheets", targets: ["StyleSheets"]),
  ],
  targets: [
    .target(name: "StyleQueries", resources: [.copy("colors.json"), .copy("spacing.json"), .copy("fonts.json")]),
    .target(name: "StyleSheets", resources: [.copy("base.json")]),
  ]
)
