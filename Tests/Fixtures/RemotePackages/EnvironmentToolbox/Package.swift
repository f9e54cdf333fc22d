// swift-tools-version:5.9
// Hand-written fixture: Toolbox's manifest as a package that builds its documentation only when a variable of its
// own documentation server is set. An ordinary build leaves the variable unset, and reads the same products.
import Foundation
import PackageDescription

var dependencies: [Package.Dependency] = []
if ProcessInfo.processInfo.environment["TOOLBOX_DOCS"] == "1" {
  dependencies.append(.package(url: "https://github.com/example/docs-plugin", from: "1.0.0"))
}

let package = Package(
  name: "Toolbox",
  products: [
    .library(name: "Caching", targets: ["Caching"]),
    .library(name: "Logging", targets: ["Logging"]),
  ],
  dependencies: dependencies,
  targets: [
    .target(name: "Caching"),
    .target(name: "Logging"),
  ]
)
