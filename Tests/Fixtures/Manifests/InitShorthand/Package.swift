// swift-tools-version:5.9
// The package made with `.init(...)` against its annotated type (as Nexters/Mohanyang-iOS's root manifest is), and a
// dependency list made from another with `.init(_:)`, the array's own initialiser.
import PackageDescription

let shared: [Target.Dependency] = ["Cart"]
var uiDependencies: [Target.Dependency] = .init(shared)
uiDependencies += [.product(name: "ArgumentParser", package: "swift-argument-parser")]

let package: Package = .init(
  name: "Cart",
  products: [.library(name: "CartUI", targets: ["CartUI"])],
  dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")],
  targets: [
    .target(name: "Cart"),
    .target(name: "CartUI", dependencies: uiDependencies),
  ]
)
