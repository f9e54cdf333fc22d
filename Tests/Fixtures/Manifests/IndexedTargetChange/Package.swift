// swift-tools-version:5.9
// A target changed afterwards through the index `firstIndex(where:)` finds: optionally bound, and force-unwrapped.
import PackageDescription

let package = Package(
  name: "IndexedTargetChange",
  products: [.library(name: "Kettle", targets: ["Kettle"])],
  targets: [
    .target(name: "Spout"),
    .target(name: "Kettle"),
    .testTarget(name: "KettleTests", dependencies: ["Kettle"]),
  ]
)

package.dependencies.append(.package(url: "https://example.com/acme/steam.git", from: "1.2.0"))
if let index = package.targets.firstIndex(where: { $0.name == "Kettle" }) {
  package.targets[index].dependencies.append(.product(name: "Steam", package: "steam"))
}
let spout = package.targets.firstIndex(where: { $0.name == "Spout" })!
package.targets[spout].dependencies += ["Kettle"]
if let missing = package.targets.firstIndex(where: { $0.name == "Lid" }) {
  package.targets[missing].dependencies.append("Spout")
}
