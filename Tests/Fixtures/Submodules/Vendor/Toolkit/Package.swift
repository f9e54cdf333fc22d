// swift-tools-version:5.9
// A library of another repository: its demo imports the library without declaring it, and one target's folder is
// gone.
import PackageDescription

let package = Package(
  name: "Toolkit",
  products: [.library(name: "Toolkit", targets: ["Toolkit"])],
  targets: [
    .target(name: "Toolkit"),
    .executableTarget(name: "ToolkitDemo"),
    .target(name: "Extras", path: "Sources/Gone"),
  ]
)
