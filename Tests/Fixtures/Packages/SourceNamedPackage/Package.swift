// swift-tools-version:5.9
import Foundation
import PackageDescription

// Hand-written fixture. `Till` takes extra flags from a file next to the manifest (read when the manifest runs, so
// plumb cannot know them); `TillPro` defines `TILL_PRO` for itself alone. The tests define nothing of their own.
let extraFlags: [SwiftSetting] = {
  let text = try? String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("flags.txt"))
  return (text ?? "").split(separator: " ").map { .define(String($0)) }
}()

let package = Package(
  name: "Till",
  products: [
    .library(name: "Till", targets: ["Till"]),
    .library(name: "TillPro", targets: ["TillPro"]),
  ],
  targets: [
    .target(name: "Till", swiftSettings: extraFlags),
    .target(name: "TillPro", swiftSettings: [.define("TILL_PRO")]),
    .testTarget(name: "TillTests", dependencies: ["Till"]),
    .testTarget(name: "TillProTests", dependencies: ["TillPro"]),
  ]
)
