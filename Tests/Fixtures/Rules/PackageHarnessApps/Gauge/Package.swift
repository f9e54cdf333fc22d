// swift-tools-version:5.9
// A library package of the workspace, which the `Dashboard` app uses. `Support/project.yml` beside its sources holds
// two development apps of the package (a benchmark and a sandbox): test-presence asks for tests of neither.
import PackageDescription

let package = Package(
  name: "Gauge",
  products: [
    .library(name: "Gauge", targets: ["Gauge"])
  ],
  targets: [
    .target(name: "Gauge"),
    .testTarget(name: "GaugeTests", dependencies: ["Gauge"]),
  ]
)
