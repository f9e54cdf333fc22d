// swift-tools-version:5.9
// A package kept as a test resource: the tool's tests read it as input. Its target is named as the SDK's module.
import PackageDescription

let package = Package(
  name: "Golden",
  targets: [.target(name: "XCTest")]
)
