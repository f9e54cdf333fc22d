// swift-tools-version:6.0
import PackageDescription

// A view model that builds the next screen's view controller.
let package = Package(
  name: "MacsList",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "MacsList")
  ]
)
