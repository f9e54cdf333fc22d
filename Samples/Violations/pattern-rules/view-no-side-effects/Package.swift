// swift-tools-version:6.0
import PackageDescription

// A list screen that fetches its data itself.
let package = Package(
  name: "MacsList",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "MacsList")
  ]
)
