// swift-tools-version:5.9
// Computed globals, ternaries, `guard`-free helpers and a `let` assigned in an `if`.
import PackageDescription

let shipsDemo = false
let majorVersion = 2

var commonDependencies: [Target.Dependency] {
  var dependencies: [Target.Dependency] = ["Primitives"]
  if majorVersion >= 2 {
    dependencies.append("Geometry")
  }
  return dependencies
}

let executables: [Target]
if shipsDemo {
  executables = [.executableTarget(name: "Demo", dependencies: ["Canvas"])]
} else {
  executables = []
}

let package = Package(
  name: "ComputedAndTernary",
  products: [
    .library(name: "Canvas", type: majorVersion > 1 ? .dynamic : .static, targets: ["Canvas"]),
  ],
  targets: [
    .target(name: "Primitives"),
    .target(name: "Geometry", dependencies: ["Primitives"]),
    .target(name: "Canvas", dependencies: commonDependencies),
    .target(name: shipsDemo ? "DemoSupport" : "Release\(majorVersion)Support"),
  ] + executables
)
