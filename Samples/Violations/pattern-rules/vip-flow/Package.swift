// swift-tools-version:6.0
import PackageDescription

// A VIP scene whose interactor updates the view controller itself instead of going through the presenter.
let package = Package(
  name: "Orders",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "Orders")
  ]
)
