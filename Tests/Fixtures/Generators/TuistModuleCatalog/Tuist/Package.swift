// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "OrchardDependencies",
  dependencies: [
    .package(path: "../LocalPackages/Tally")
  ]
)
