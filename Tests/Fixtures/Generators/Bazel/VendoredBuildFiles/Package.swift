// swift-tools-version:5.9
// A package that vendors C sources which keep their upstream Bazel BUILD files (no Bazel workspace anywhere):
// the package is the build; the BUILD files are not.
import PackageDescription

let package = Package(
  name: "Wire",
  products: [.library(name: "Wire", targets: ["Wire"])],
  targets: [
    .target(name: "CWire", path: "Sources/CWire"),
    .target(name: "Wire", dependencies: ["CWire"]),
    .testTarget(name: "WireTests", dependencies: ["Wire"]),
  ]
)
