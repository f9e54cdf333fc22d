// swift-tools-version:5.9
// Small functions that build targets; the manifest reads as a table.
import PackageDescription

func module(_ name: String, dependencies: [Target.Dependency] = [], hasTests: Bool = true) -> [Target] {
  let main = Target.target(name: name, dependencies: dependencies, path: "Modules/\(name)/Sources")
  if hasTests {
    return [main, .testTarget(name: "\(name)Tests", dependencies: [.target(name: name)], path: "Modules/\(name)/Tests")]
  }
  return [main]
}

func thirdParty(_ product: String, from package: String) -> Target.Dependency {
  .product(name: product, package: package)
}

func isInternal(_ name: String) -> Bool {
  return name.hasPrefix("_")
}

let clock = thirdParty("Clocks", from: "swift-clocks")

let package = Package(
  name: "HelperFunctions",
  dependencies: [.package(url: "https://example.com/pf/swift-clocks", from: "1.0.0")],
  targets: module("Timer", dependencies: [clock])
    + module("Alarm", dependencies: ["Timer", thirdParty("Clocks", from: "swift-clocks")])
    + module("_Diagnostics", hasTests: false)
    + (isInternal("_Diagnostics") ? [] : [.target(name: "NeverAdded")])
)
