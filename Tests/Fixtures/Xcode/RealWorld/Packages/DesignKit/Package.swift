// swift-tools-version:5.9
import PackageDescription

// Tools 5.9 layout: the only regular target sits directly in Sources/, the only test target in Tests/.
let package = Package(
  name: "DesignKit",
  products: [.library(name: "DesignKit", targets: ["DesignKit"])],
  targets: [
    .target(name: "DesignKit"),
    .testTarget(name: "DesignKitTests", dependencies: ["DesignKit"]),
  ]
)
