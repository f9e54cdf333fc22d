// swift-tools-version:5.1
// Hand-written fixture: the remote package is checked out in ../PackageNamesCheckouts (passed as the packages path).
// Below tools version 5.2 `package:` names a dependency by the name its own manifest gives it: `Lantern` is the
// package at `lantern-kit.git`, whose manifest is named `Lantern`.
import PackageDescription

let package = Package(
  name: "PackageNames",
  dependencies: [.package(url: "https://github.com/example/lantern-kit.git", from: "2.0.0")],
  targets: [
    .target(
      name: "Porch",
      dependencies: [
        .product(name: "LanternUI", package: "Lantern")
      ])
  ]
)
