// swift-tools-version:6.0
import PackageDescription

// A list view model that holds its API service as the concrete class; its store goes through a protocol.
let package = Package(
  name: "ItemsList",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "ItemsList")
  ]
)
