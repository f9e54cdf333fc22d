// swift-tools-version:5.9
// Loops over the declared targets: one adds a dependency to every library, one only changes settings.
import PackageDescription

let package = Package(
  name: "LoopOverTargets",
  targets: [
    .target(name: "Logging"),
    .target(name: "Orders"),
    .target(name: "Payments", dependencies: ["Orders"]),
    .testTarget(name: "PaymentsTests", dependencies: ["Payments"]),
  ]
)

for target in package.targets where target.type == .regular && target.name != "Logging" {
  target.dependencies.append("Logging")
}

for target in package.targets {
  switch target.type {
  case .regular, .test:
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
  default:
    break
  }
}

package.targets.filter { $0.type == .test }.forEach { test in
  test.swiftSettings = [.define("TESTING")]
}

for target in package.targets.filter({ $0.type == .test }) {
  target.dependencies += [.target(name: "Logging")]
}
package.targets.filter { $0.name == "Orders" }.forEach { $0.exclude = ["Fixtures"] }
