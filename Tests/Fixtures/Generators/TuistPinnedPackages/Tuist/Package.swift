// swift-tools-version: 5.9
import PackageDescription

#if TUIST
  import ProjectDescription

  let packageSettings = PackageSettings(productTypes: [:])
#endif

// Hand-written fixture: the packages Tuist integrates. NavKit's package depends on CollectionsKit, whose manifest
// plumb cannot evaluate whole; Inspector and Badges are the app's own picks.
let package = Package(
  name: "CatalogDependencies",
  dependencies: [
    .package(url: "https://example.com/kits/navkit.git", from: "2.0.0"),
    .package(url: "https://example.com/kits/inspector.git", from: "1.0.0"),
    .package(url: "https://example.com/kits/badges.git", from: "1.0.0"),
  ]
)
