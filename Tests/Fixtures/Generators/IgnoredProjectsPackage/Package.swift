// swift-tools-version:5.9
import PackageDescription

// A library package that ignores the projects `swift package generate-xcodeproj` once wrote, with a script
// outside its targets.
let package = Package(
  name: "Lib",
  targets: [.target(name: "Lib")]
)
