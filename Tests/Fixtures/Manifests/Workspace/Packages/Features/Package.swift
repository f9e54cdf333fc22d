// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Features",
  products: [.library(name: "Features", targets: ["Home", "Profile"])],
  dependencies: [.package(path: "../CoreKit")],
  targets: [
    .target(name: "Home", dependencies: [.product(name: "CoreKit", package: "CoreKit")]),
    .target(name: "Profile", dependencies: [.byName(name: "CoreKit"), "Home"]),
  ]
)
