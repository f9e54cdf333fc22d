// swift-tools-version:5.9
import PackageDescription

// A core's bridge whose Objective-C files use two of its dependencies by module import, and its Swift file none.
let package = Package(
  name: "Console",
  products: [
    .library(name: "Bridge", targets: ["Bridge"]),
  ],
  targets: [
    .target(name: "Sound"),
    .target(name: "Lists"),
    .target(name: "Meter"),
    .target(
      name: "Bridge",
      dependencies: ["Sound", "Lists", "Meter"],
      exclude: ["Legacy"]),
  ]
)
