// swift-tools-version:5.9
// Targets that live outside the default folders, with files left out or picked one by one.
import PackageDescription

let package = Package(
  name: "CustomPaths",
  targets: [
    .target(name: "Engine", path: "Code/Engine", exclude: ["Legacy", "README.md", "Generated/Old.swift"]),
    .target(name: "Parser", path: "Code/Parser", sources: ["Lexer.swift", "Grammar"]),
    .target(name: "Defaults"),
    .testTarget(name: "EngineTests", dependencies: ["Engine"], path: "Checks/Engine"),
  ]
)
