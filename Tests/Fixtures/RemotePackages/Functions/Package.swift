// swift-tools-version:5.9
// Hand-written fixture: the remote package Toolkit is checked out in ../FunctionsCheckouts (passed as the packages
// path). Its `Routes` re-exports `Reports`, whose `reportIssue(_:)` is a public free function. `Settings` imports
// Routes and calls reportIssue: it uses the Reports product it declares. `Profile` declares Reports and calls none of
// its functions: an unused dependency.
import PackageDescription

let package = Package(
  name: "Functions",
  dependencies: [
    .package(url: "https://github.com/example/Toolkit.git", from: "1.0.0")
  ],
  targets: [
    .target(
      name: "Settings",
      dependencies: [
        .product(name: "Routes", package: "Toolkit"),
        .product(name: "Reports", package: "Toolkit"),
      ]),
    .target(
      name: "Profile",
      dependencies: [
        .product(name: "Routes", package: "Toolkit"),
        .product(name: "Reports", package: "Toolkit"),
      ]),
  ]
)
