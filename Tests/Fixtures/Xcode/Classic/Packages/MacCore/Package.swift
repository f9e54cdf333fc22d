// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "MacCore",
  products: [.library(name: "MacCoreUI", targets: ["MacCoreUI"])],
  targets: [.target(name: "MacCoreUI")]
)
