// swift-tools-version:6.0
import PackageDescription

// A login coordinator that grew past its limit (set low here, 30 lines, to keep the sample small).
let package = Package(
  name: "Login",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "Login")
  ]
)
