// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Stores",
  products: [
    .library(name: "RemoteStore", targets: ["RemoteStore"]),
    .library(name: "SystemStore", targets: ["SystemStore"]),
  ],
  targets: [
    .target(name: "RemoteStore"),
    .target(name: "SystemStore"),
  ]
)
