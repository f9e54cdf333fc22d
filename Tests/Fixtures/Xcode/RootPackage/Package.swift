// swift-tools-version:5.9
import PackageDescription

// The repository root is the package; the app project lives in App/ and links the package by product name.
let package = Package(
  name: "RootPackage",
  products: [.library(name: "ShopFeature", targets: ["ShopFeature"])],
  targets: [.target(name: "ShopFeature")]
)
