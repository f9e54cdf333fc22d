// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "CoreKit",
  products: [.library(name: "CoreKit", targets: ["CoreModels", "CoreServices"])],
  targets: [
    .target(name: "CoreModels"),
    .target(name: "CoreServices", dependencies: ["CoreModels"]),
    .testTarget(name: "CoreServicesTests", dependencies: ["CoreServices"]),
  ]
)
