// swift-tools-version:5.9
// Hand-written fixture: a remote package's checkout with two independent products.
import PackageDescription

let package = Package(
  name: "Toolbox",
  products: [
    .library(name: "Caching", targets: ["Caching"]),
    .library(name: "Logging", targets: ["Logging"]),
  ],
  targets: [
    .target(name: "Caching"),
    .target(name: "Logging"),
  ]
)
