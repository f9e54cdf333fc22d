// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "swift-wireformat",
  products: [
    .library(name: "WireFormat", targets: ["WireFormat"])
  ],
  targets: [
    .target(name: "WireFormat")
  ]
)
