// swift-tools-version:5.1
// Named otherwise than its repository: older manifests that depend on it name it `Lantern`. `LanternUI` brings
// `LanternCore` through its target's dependency.
import PackageDescription

let package = Package(
  name: "Lantern",
  products: [
    .library(name: "LanternUI", targets: ["LanternUI"])
  ],
  targets: [
    .target(name: "LanternCore"),
    .target(name: "LanternUI", dependencies: ["LanternCore"]),
  ]
)
