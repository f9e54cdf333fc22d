// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "swift-wire",
  products: [
    .library(name: "Wire", targets: ["Wire"]),
    .library(name: "WireCore", targets: ["WireCore"]),
  ],
  targets: [
    .target(name: "WireCore"),
    .target(name: "Wire", dependencies: ["WireCore"]),
  ]
)
