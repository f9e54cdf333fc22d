// swift-tools-version:5.9
// Fuzzing harnesses of `Meter` (libFuzzer entry points), a package of their own beside it: run by a fuzzer, never
// unit-tested.
import PackageDescription

let package = Package(
  name: "FuzzTesting",
  platforms: [.macOS(.v13)],
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(name: "FuzzReading", dependencies: [.product(name: "Meter", package: "NotProductCode")]),
  ]
)
