// swift-tools-version:5.9
// Reads a file next to the manifest to decide its modules: only running the manifest can tell which.
import Foundation
import PackageDescription

let listing = try! String(contentsOfFile: "modules.txt", encoding: .utf8)
let extraModules = listing.split(separator: "\n").map(String.init)

let package = Package(
  name: "Unevaluable",
  targets: [
    .target(name: "Known"),
    .testTarget(name: "KnownTests", dependencies: ["Known"]),
  ] + extraModules.map { .target(name: $0, dependencies: ["Known"]) }
)
