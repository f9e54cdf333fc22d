// swift-tools-version:5.9
// Targets assembled from top-level constants, arrays and `+`.
import PackageDescription

let prefix = "Shop"
let coreName = prefix + "Core"
let sharedDependencies: [Target.Dependency] = [.target(name: coreName)]

var featureTargets: [Target] = [
  .target(name: "\(prefix)Cart", dependencies: sharedDependencies),
  .target(name: "\(prefix)Catalog", dependencies: sharedDependencies + [.byName(name: "\(prefix)Cart")]),
]
featureTargets += [.target(name: "\(prefix)Checkout", dependencies: sharedDependencies)]

let testTargets: [Target] = [
  .testTarget(name: "\(prefix)CartTests", dependencies: [.byName(name: "\(prefix)Cart")]),
]

let package = Package(
  name: prefix,
  products: [.library(name: prefix, targets: [coreName, "\(prefix)Cart"])],
  targets: [.target(name: coreName)] + featureTargets + testTargets
)
