// swift-tools-version:5.9
// Hand-written fixture: the remote package is checked out in ../BinaryBuildsCheckouts (passed as the packages path).
// crash-kit ships one framework, `CrashKit`, built two ways (the binary targets `CrashKit` and `CrashKit-Dynamic`),
// and another, `Ledger`.
// - `Reporting` declares the product `CrashKit-Dynamic` and imports `CrashKit`, the module of its framework: used.
// - `Audit` declares `CrashKit-Dynamic` and imports `Ledger`, a binary target it is not named after: unused.
import PackageDescription

let package = Package(
  name: "BinaryBuilds",
  dependencies: [.package(url: "https://github.com/example/crash-kit.git", from: "2.0.0")],
  targets: [
    .target(name: "Reporting", dependencies: [.product(name: "CrashKit-Dynamic", package: "crash-kit")]),
    .target(name: "Audit", dependencies: [.product(name: "CrashKit-Dynamic", package: "crash-kit")]),
  ]
)
