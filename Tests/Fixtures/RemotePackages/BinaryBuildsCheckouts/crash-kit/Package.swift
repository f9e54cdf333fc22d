// swift-tools-version:5.9
// Binary products only. `CrashKit` and `CrashKit-Dynamic` are the static and dynamic builds of one framework, whose
// module is `CrashKit`; `Ledger` is another framework.
import PackageDescription

let package = Package(
  name: "crash-kit",
  products: [
    .library(name: "CrashKit", targets: ["CrashKit"]),
    .library(name: "CrashKit-Dynamic", targets: ["CrashKit-Dynamic"]),
    .library(name: "Ledger", targets: ["Ledger"]),
  ],
  targets: [
    .binaryTarget(
      name: "CrashKit",
      url: "https://example.com/crash-kit/2.0.0/CrashKit.xcframework.zip",
      checksum: "0000000000000000000000000000000000000000000000000000000000000001"),
    .binaryTarget(
      name: "CrashKit-Dynamic",
      url: "https://example.com/crash-kit/2.0.0/CrashKit-Dynamic.xcframework.zip",
      checksum: "0000000000000000000000000000000000000000000000000000000000000002"),
    .binaryTarget(
      name: "Ledger",
      url: "https://example.com/crash-kit/2.0.0/Ledger.xcframework.zip",
      checksum: "0000000000000000000000000000000000000000000000000000000000000003"),
  ]
)
