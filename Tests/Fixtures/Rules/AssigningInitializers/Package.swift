// swift-tools-version:5.9
// Hand-written fixture: modules whose only code is initialisers that assign stored properties (a singleton's empty
// `private init() {}`, the memberwise `init` a public struct must spell out) beside modules with logic in theirs.
import PackageDescription

let package = Package(
  name: "AssigningInitializers",
  products: [
    .library(name: "Shop", targets: ["Container", "CommonModels", "Pricing", "Defaults"])
  ],
  targets: [
    .target(name: "Container"),
    .target(name: "CommonModels"),
    .target(name: "Pricing", dependencies: ["CommonModels"]),
    .target(name: "Defaults"),
  ]
)
