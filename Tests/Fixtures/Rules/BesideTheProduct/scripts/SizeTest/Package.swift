// swift-tools-version: 5.9
import PackageDescription

// Builds a small program against Ledger, to measure what the library adds to a binary.
let package = Package(
  name: "SizeTest",
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    .executableTarget(name: "SizeTest", dependencies: [.product(name: "Ledger", package: "Ledger")])
  ]
)
