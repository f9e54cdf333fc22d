// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Tool",
  targets: [
    .target(name: "ToolCore"),
    .testTarget(name: "ToolCoreTests", dependencies: ["ToolCore"]),
  ]
)
