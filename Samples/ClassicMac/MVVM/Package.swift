// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "ClassicMacMVVM",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "ClassicMacMVVM", targets: ["ClassicMacMVVM"]),
  ],
  targets: [
    .target(name: "ClassicMacMVVM"),
    .testTarget(name: "ClassicMacMVVMTests", dependencies: [.target(name: "ClassicMacMVVM")]),
  ]
)
