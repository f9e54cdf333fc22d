// swift-tools-version:5.9
// A package made and discarded: `Package` registers itself when it is made, so SwiftPM reads this manifest as it
// would `let package = Package(...)` (as blinksh/blink's `xcfs` manifest does).
import PackageDescription

_ = Package(
  name: "Relay",
  products: [.library(name: "Relay", targets: ["Relay"])],
  targets: [.target(name: "Relay")]
)
