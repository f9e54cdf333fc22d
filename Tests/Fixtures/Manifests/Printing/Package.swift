// swift-tools-version:5.9
// A manifest that prints what it decided: `print` changes nothing of the package, so it is skipped silently, and
// the description it interpolates is never evaluated.
import PackageDescription

let useLocalCore = false
func localCoreDescription() -> String { "a local core in " + Context.packageDirectory }
print("Meters is built with the \(useLocalCore ? localCoreDescription() : "released core")")
debugPrint(useLocalCore)

let package = Package(
  name: "Meters",
  targets: [
    .target(name: "Meters"),
    .testTarget(name: "MetersTests", dependencies: ["Meters"]),
  ]
)
