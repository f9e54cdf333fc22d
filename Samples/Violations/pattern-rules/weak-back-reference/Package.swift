// swift-tools-version:6.0
import PackageDescription

// A VIP scene whose presenter holds its view controller strongly: a retain cycle.
let package = Package(
  name: "Articles",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "Articles")
  ]
)
