// swift-tools-version:5.9
// Hand-written fixture: a remote package's checkout. ImageKitUI's target depends on ImageKit's, and on a product of
// another remote package. Icons ships images in its resource bundle, with their names in code.
import PackageDescription

let package = Package(
  name: "ImageKit",
  products: [
    .library(name: "ImageKit", targets: ["ImageKit"]),
    .library(name: "ImageKitUI", targets: ["ImageKitUI"]),
    .library(name: "Icons", targets: ["Icons"]),
  ],
  dependencies: [
    .package(url: "https://github.com/example/Toolbox.git", from: "2.0.0"),
  ],
  targets: [
    .target(name: "ImageKit"),
    .target(name: "ImageKitUI", dependencies: ["ImageKit", .product(name: "Caching", package: "Toolbox")]),
    .target(name: "Icons", resources: [.process("Resources")]),
    .testTarget(name: "ImageKitTests", dependencies: ["ImageKit"]),
  ]
)
