// swift-tools-version:5.9
// Benchmarks of `Meter`, a package of their own beside it.
import PackageDescription

let package = Package(
  name: "MeterBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(name: "MeterBenchmarks", dependencies: [.product(name: "Meter", package: "NotProductCode")]),
  ]
)
