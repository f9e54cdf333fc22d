// swift-tools-version:5.9
import PackageDescription

// MVVM-C: view models never navigate; they call closures that the coordinator gives them.
let package = Package(
  name: "ClassicMacMVVMC",
  platforms: [.iOS(.v16)],
  products: [
    .library(name: "ClassicMacMVVMC", targets: ["ClassicMacMVVMC"]),
  ],
  dependencies: [
    .package(path: "MacCatalog"),
  ],
  targets: [
    .target(
      name: "ClassicMacMVVMC",
      dependencies: [.product(name: "MacCatalog", package: "MacCatalog")]
    ),
    .testTarget(
      name: "ClassicMacMVVMCTests",
      dependencies: ["ClassicMacMVVMC", .product(name: "MacCatalog", package: "MacCatalog")]
    ),
  ]
)
