// swift-tools-version:5.9
// A library package: `Gauge` is what it ships and tests. Beside it, `DemoSwiftLibrary` is a library product kept to
// show the package in use (an example: its name is an example word and words of the kind of module), and
// `StampTool` is the executable the package's own unshipped build-tool plugin `_StampPlugin` runs to write a
// resource of `Gauge` (a step of the build). test-presence asks neither for tests.
import PackageDescription

let package = Package(
  name: "Gauge",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Gauge", targets: ["Gauge"]),
    // Examples
    .library(name: "DemoSwiftLibrary", type: .dynamic, targets: ["DemoSwiftLibrary"]),
  ],
  targets: [
    .target(
      name: "Gauge",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "_StampPlugin")]),
    .target(name: "DemoSwiftLibrary"),
    .executableTarget(name: "StampTool"),
    .plugin(name: "_StampPlugin", capability: .buildTool(), dependencies: ["StampTool"]),
    .testTarget(name: "GaugeTests", dependencies: ["Gauge"]),
  ]
)
