// swift-tools-version:5.9
// Resources are copied or processed, never compiled: `.swift` files below them are data (a template the renderer
// fills, the expected output a test compares against).
import PackageDescription

let package = Package(
  name: "Resources",
  targets: [
    .target(name: "Renderer", resources: [.process("Assets"), .copy("Templates/Page.swift")]),
    .testTarget(name: "RendererTests", dependencies: ["Renderer"], resources: [.copy("Expected")]),
  ]
)
