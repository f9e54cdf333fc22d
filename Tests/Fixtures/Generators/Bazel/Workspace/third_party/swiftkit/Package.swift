// swift-tools-version: 5.9
import PackageDescription

// A package of the repository that rules_swift_package_manager builds as `@swiftpkg_swiftkit`.
let package = Package(
  name: "SwiftKit",
  products: [.library(name: "SwiftKit", targets: ["SwiftKitCore"])],
  targets: [.target(name: "SwiftKitCore")]
)
