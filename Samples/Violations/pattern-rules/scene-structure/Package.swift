// swift-tools-version:6.0
import PackageDescription

// An MVP-C scene with the template's folders, and its presenter filed under Views.
let package = Package(
  name: "Login",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "LoginFeature")
  ]
)
