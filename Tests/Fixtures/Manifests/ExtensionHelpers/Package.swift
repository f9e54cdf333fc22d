// swift-tools-version:5.9
// Hand-written fixture: helpers the manifest adds to PackageDescription's and the standard library's types, a
// computed property of `Target` and a `mutating` method of an array, used to give each target its dependencies.
import PackageDescription

extension PackageDescription.Target {
  /// Test targets, and targets named as tests.
  var isTest: Bool {
    type == .test || name.hasSuffix("Tests")
  }
}

extension Array where Element == PackageDescription.Target.Dependency {
  /// Adds what every shipped target logs with.
  mutating func appendLogging() {
    append("Logging")
  }
}

func withDependencies(_ target: Target) -> Target {
  var dependencies: [Target.Dependency] = ["Core"]
  if !target.isTest {
    dependencies.appendLogging()
  }
  target.dependencies = dependencies
  return target
}

let package = Package(
  name: "ExtensionHelpers",
  targets: [
    .target(name: "Core"),
    .target(name: "Logging"),
    withDependencies(.target(name: "App")),
    withDependencies(.testTarget(name: "AppTests")),
    withDependencies(.target(name: "SnapshotTests")),
  ]
)
