// swift-tools-version:5.9
// Checks that `Meter` links into an executable, nothing more.
import PackageDescription

let package = Package(
  name: "LinkCheck",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(name: "linkCheck", dependencies: [.product(name: "Meter", package: "NotProductCode")]),
  ]
)
