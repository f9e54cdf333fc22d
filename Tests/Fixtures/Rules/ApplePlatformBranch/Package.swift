// swift-tools-version:5.9
// A tool that reads Xcode projects only on a Mac: the target that does, and the dependency on it, are declared
// under `#if os(macOS)`.
import PackageDescription

var driverDependencies: [Target.Dependency] = []
#if os(macOS)
  driverDependencies.append(.target(name: "XcodeBridge"))
#endif

var targets: [Target] = [
  .target(name: "Drivers", dependencies: driverDependencies),
  .testTarget(name: "DriversTests", dependencies: ["Drivers"]),
]
#if os(macOS)
  targets.append(.target(name: "XcodeBridge"))
#endif

let package = Package(name: "Scanner", targets: targets)
