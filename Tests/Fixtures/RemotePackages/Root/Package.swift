// swift-tools-version:5.9
// Hand-written fixture: the remote packages ImageKit and Toolbox are checked out in .build/checkouts. ImageKitUI's
// target depends on ImageKit's and on Toolbox's Caching, so Gallery, which declares ImageKitUI only, may import both.
import PackageDescription

let package = Package(
  name: "Root",
  dependencies: [
    .package(url: "https://github.com/example/ImageKit.git", from: "1.0.0"),
    .package(url: "https://github.com/example/Toolbox.git", from: "2.0.0"),
  ],
  targets: [
    .target(name: "Gallery", dependencies: [.product(name: "ImageKitUI", package: "ImageKit")]),
    .target(
      name: "Feed",
      dependencies: [
        .product(name: "ImageKit", package: "ImageKit"),
        .product(name: "Caching", package: "Toolbox"),
        .product(name: "Logging", package: "Toolbox"),
      ]),
  ]
)
