// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Tally",
  products: [
    .library(name: "Tally", targets: ["Tally"]),
    .library(name: "TallyTesting", targets: ["TallyTesting"]),
  ],
  targets: [
    .target(name: "Tally"),
    .target(name: "TallyTesting", dependencies: ["Tally"]),
  ]
)
