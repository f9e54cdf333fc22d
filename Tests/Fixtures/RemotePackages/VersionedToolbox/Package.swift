// swift-tools-version:5.5
// Hand-written fixture: a remote package's checkout whose Package@swift-5.9.swift is the manifest SwiftPM reads with
// any newer Swift. This one, for older tools, declares Caching only.
import PackageDescription

let package = Package(
  name: "Toolbox",
  products: [
    .library(name: "Caching", targets: ["Caching"]),
  ],
  targets: [
    .target(name: "Caching"),
  ]
)
