// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Printer",
  products: [
    .library(name: "Printer", targets: ["Printer"])
  ],
  targets: [
    .target(name: "Printer")
  ]
)
