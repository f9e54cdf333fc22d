// swift-tools-version:5.9
// Hand-written fixture: the package whose product the Xcode project in xcode/ links through a symbolic link to this
// folder (xcode/package-link -> ..).
import PackageDescription

let package = Package(
  name: "Linked",
  products: [.library(name: "Core", targets: ["Core"])],
  targets: [
    .target(name: "Core"),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
  ]
)
