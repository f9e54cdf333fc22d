// swift-tools-version:5.9
// Dependencies written as `Target.Dependency`'s own cases, as duckduckgo/macos-browser's XPCHelper package writes one
// (`.targetItem(name:condition:)`), rather than with the `.target`, `.product` and `.byName` functions.
import PackageDescription

let package = Package(
  name: "Relay",
  products: [.library(name: "Relay", targets: ["Relay"])],
  dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")],
  targets: [
    .target(name: "RelayProxy"),
    .target(name: "Relay", dependencies: [.targetItem(name: "RelayProxy", condition: nil)]),
    .executableTarget(
      name: "RelayCLI",
      dependencies: [
        .byNameItem(name: "Relay", condition: .when(platforms: [.macOS])),
        .productItem(name: "ArgumentParser", package: "swift-argument-parser", moduleAliases: nil, condition: nil),
      ]),
  ]
)
