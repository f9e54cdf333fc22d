// swift-tools-version:6.0
import PackageDescription

// One app target with feature folders; the home view model reaches into the profile feature.
let package = Package(
  name: "Shop",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "Shop")
  ]
)
