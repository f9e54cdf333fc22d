// swift-tools-version:5.9
// The tests read `Samples/` as data (one sample is Latin-1 on purpose): the manifest excludes it, so it is no code.
import PackageDescription

let package = Package(
  name: "Gauge",
  targets: [
    .target(name: "Gauge"),
    .testTarget(name: "GaugeTests", dependencies: ["Gauge"], exclude: ["Samples"]),
  ]
)
