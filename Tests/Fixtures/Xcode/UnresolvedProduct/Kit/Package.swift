// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Kit",
  products: [
    .library(name: "KitRelay", targets: ["KitRelay"]),
  ],
  targets: [
    .target(name: "KitSign"),
    .target(name: "KitRelay", dependencies: ["KitSign"]),
  ]
)
