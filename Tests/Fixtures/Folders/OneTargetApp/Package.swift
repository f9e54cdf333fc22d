// swift-tools-version:5.9
// One app target with folders: two features that use each other (Home ↔ Profile, a folder-level cycle), a
// service and models. Its module graph is one node; its folder graph is its architecture.
import PackageDescription

let package = Package(
  name: "OneTargetApp",
  targets: [
    .executableTarget(name: "App", path: "Sources/App")
  ]
)
