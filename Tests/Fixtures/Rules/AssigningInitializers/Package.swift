// swift-tools-version:5.9
// Hand-written fixture: modules whose only code is initialisers that assign stored properties (a singleton's empty
// `private init() {}`, the memberwise `init` a public struct must spell out) beside modules with logic in theirs,
// and a domain module whose use-case protocol sits beside an entity with a memberwise `init`.
import PackageDescription

let package = Package(
  name: "AssigningInitializers",
  products: [
    .library(name: "Shop", targets: ["Container", "CommonModels", "Pricing", "Defaults", "Orders"])
  ],
  targets: [
    .target(name: "Container"),
    .target(name: "CommonModels"),
    .target(name: "Pricing", dependencies: ["CommonModels"]),
    .target(name: "Defaults"),
    .target(name: "Orders", dependencies: ["CommonModels"]),
  ]
)
