// swift-tools-version: 5.9
import PackageDescription

#if TUIST
  import ProjectDescription

  let packageSettings = PackageSettings(productTypes: [:])
#endif

// Hand-written fixture: the one package Tuist integrates, whose products are not named like it.
let package = Package(
  name: "RegisterDependencies",
  dependencies: [
    .package(url: "https://example.com/shops/storefront-kit.git", from: "3.0.0")
  ]
)
