// swift-tools-version:6.0
import PackageDescription

// RetroMarket: a marketplace for vintage computers. The intended layers, top to bottom:
//   Features     Catalog, Search, Favorites, Checkout
//   Core
//   DesignSystem
//   FeatureFlags
//   Networking, Persistence
//   Analytics
// Each dependency rule and module metrics rule is broken exactly once on purpose; README.md lists where.
let features = ["Catalog", "Search", "Favorites", "Checkout"]

let package = Package(
  name: "RetroMarket",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "Features", targets: features),
    .library(name: "Core", targets: ["Core"]),
  ],
  targets: [
    // Features
    .target(name: "Catalog", dependencies: ["Core", "DesignSystem"]),
    .target(name: "Search", dependencies: ["Core", "Catalog", "DesignSystem", "Persistence"]),
    .target(name: "Favorites", dependencies: ["Persistence"]),
    .target(name: "Checkout", dependencies: ["Core", "DesignSystem", "Networking"]),

    // Core
    .target(
      name: "Core",
      dependencies: [
        .target(name: "Networking"),
        .target(name: "Persistence"),
        .target(name: "Analytics"),
        .target(name: "DesignSystem"),
        .target(name: "Favorites"),
      ]
    ),

    // Below Core
    .target(name: "DesignSystem", dependencies: ["FeatureFlags"]),
    .target(name: "FeatureFlags", dependencies: ["Networking", "Persistence", "Analytics"]),
    .target(name: "Networking"),
    .target(name: "Persistence"),
    .target(name: "Analytics"),

    .testTarget(name: "CatalogTests", dependencies: ["Catalog", "Core"]),
    .testTarget(name: "SearchTests", dependencies: ["Search", "Core"]),
    .testTarget(name: "FavoritesTests", dependencies: ["Favorites", "Persistence"]),
    .testTarget(name: "CheckoutTests", dependencies: ["Checkout", "Core", "Networking"]),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
    .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
    .testTarget(name: "FeatureFlagsTests", dependencies: ["FeatureFlags"]),
    .testTarget(name: "NetworkingTests", dependencies: ["Networking"]),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence"]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"]),
  ]
)
