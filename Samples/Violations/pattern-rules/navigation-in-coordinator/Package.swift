// swift-tools-version:6.0
import PackageDescription

// A list screen that pushes the details screen itself instead of calling back to a coordinator.
let package = Package(
  name: "MacsList",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "MacsList")
  ]
)
