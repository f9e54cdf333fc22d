// swift-tools-version:5.9
import PackageDescription

// Tools 5.9 layout: the only regular target sits directly in Sources/, the only test target in Tests/.
let package = Package(
  name: "DesignKit",
  products: [.library(name: "DesignKit", targets: ["DesignKit"])],
  dependencies: [.package(path: "../Tokens")],
  targets: [
    // The folder is Tokens; its manifest names the package DesignTokens, and so does this reference.
    .target(name: "DesignKit", dependencies: [.product(name: "Tokens", package: "DesignTokens")]),
    .testTarget(name: "DesignKitTests", dependencies: ["DesignKit"]),
  ]
)
