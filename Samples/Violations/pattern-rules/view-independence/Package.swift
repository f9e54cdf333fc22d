// swift-tools-version:6.0
import PackageDescription

// One app target with feature folders; the home screen shows the profile screen's view inside it.
let package = Package(
  name: "Shop",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "Shop")
  ]
)
