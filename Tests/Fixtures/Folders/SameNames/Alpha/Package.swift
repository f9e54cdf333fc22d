// swift-tools-version:5.9
import PackageDescription

// One of two packages side by side that each have a target named Kit: their folders must stay apart.
let package = Package(
  name: "Alpha",
  targets: [.target(name: "Kit")]
)
