// swift-tools-version:5.9
// Targets are objects in PackageDescription: picking one out of the package and changing it changes the package.
import PackageDescription

let package = Package(
  name: "ReferenceSemantics",
  targets: [
    .target(name: "Ledger"),
    .target(name: "Audit"),
    .target(name: "Export", dependencies: ["Ledger"]),
    .testTarget(name: "ExportTests", dependencies: ["Export"]),
  ]
)

package.targets.first(where: { $0.name == "Audit" })!.dependencies += ["Ledger"]

let export: Target = package.targets.first { $0.name == "Export" }!
export.dependencies.append(.target(name: "Audit"))

let umbrella = Target.target(
  name: "Umbrella",
  dependencies: package.targets.compactMap {
    if $0.type == .test {
      return nil
    } else {
      return .byName(name: $0.name)
    }
  }
)
package.targets.append(umbrella)

if package.targets.contains(where: { $0.name == "Umbrella" }) {
  package.products = [.library(name: "Everything", targets: ["Umbrella"])]
}
