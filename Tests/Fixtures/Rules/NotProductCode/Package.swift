// swift-tools-version:5.9
// A library, `Meter`, with code around it that is not product code: a benchmarks package (`Benchmarks/`), a test
// helper library kept under `Tests/`, a package under `Tests/` that only checks that the library links, and a
// benchmark executable named as one. test-presence asks for none of them; `Meter` is tested.
import PackageDescription

let package = Package(
  name: "Meter",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Meter", targets: ["Meter"]),
  ],
  targets: [
    .target(name: "Meter"),
    .target(name: "MeterTestSupport", dependencies: ["Meter"], path: "Tests/MeterTestSupport"),
    .testTarget(name: "MeterTests", dependencies: ["Meter", "MeterTestSupport"]),
    .executableTarget(name: "MeterBenchmark", dependencies: ["Meter"]),
  ]
)
