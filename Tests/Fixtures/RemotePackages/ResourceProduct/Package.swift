// swift-tools-version:5.9
// Hand-written fixture: the remote packages Starts, Fees and Bridge are checked out in ../ResourceProductCheckouts
// (passed as the packages path). Starts' one product is a target of resource files only (block start points for a
// sync engine, copied into its bundle): no code, nothing to import, linked for its bundle. Fees' product has Swift
// code and Bridge's Objective-C code, and the wallet imports neither: unused dependencies.
import PackageDescription

let package = Package(
  name: "Wallet",
  dependencies: [
    .package(url: "https://github.com/example/Starts.git", from: "1.0.0"),
    .package(url: "https://github.com/example/Fees.git", from: "2.0.0"),
    .package(url: "https://github.com/example/Bridge.git", from: "1.2.0"),
  ],
  targets: [
    .target(
      name: "Wallet",
      dependencies: [
        .product(name: "StartPoints", package: "Starts"),
        .product(name: "FeeKit", package: "Fees"),
        .product(name: "Bridge", package: "Bridge"),
      ])
  ]
)
