// swift-tools-version:5.9
// Hand-written fixture: a remote package's checkout whose one target is Objective-C (no Swift file, yet a module that
// Swift imports).
import PackageDescription

let package = Package(
  name: "Bridge",
  products: [
    .library(name: "Bridge", targets: ["Bridge"])
  ],
  targets: [
    .target(name: "Bridge")
  ]
)
