// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Grammars",
  products: [
    .library(name: "GrammarJSON", targets: ["GrammarJSON"]),
    .library(name: "GrammarYAML", targets: ["GrammarYAML"]),
  ],
  targets: [
    .target(name: "GrammarJSON"),
    .target(name: "GrammarYAML"),
  ]
)
