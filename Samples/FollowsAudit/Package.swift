// swift-tools-version:5.9
import PackageDescription

// Follows Audit in Build-block Architecture, grown vertically: FAFoundation (protocols) at the bottom, Core
// (models, the SQLite store, the JSON import, shared components) on it, and the library Modules (one module per
// feature) on Core. Dependencies point one way, and no module of Modules knows another: the coordinators of the
// app target (FollowsAudit.xcodeproj) connect the screens.
let featureModules = ["AccountsList", "Dashboard", "Reports", "DataImport", "AccountSettings"]

let package = Package(
  name: "FollowsAuditKit",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "FAFoundation", targets: ["FAFoundation"]),
    .library(name: "Core", targets: ["Core"]),
    .library(name: "Modules", targets: featureModules),
    // The app links the feature modules one by one, so each gets its own product as well.
    .library(name: "AccountsList", targets: ["AccountsList"]),
    .library(name: "Dashboard", targets: ["Dashboard"]),
    .library(name: "Reports", targets: ["Reports"]),
    .library(name: "DataImport", targets: ["DataImport"]),
    .library(name: "AccountSettings", targets: ["AccountSettings"]),
  ],
  targets: [
    .target(name: "FAFoundation"),
    .testTarget(name: "FAFoundationTests", dependencies: ["FAFoundation"]),

    .target(name: "Core", dependencies: ["FAFoundation"]),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),

    .target(name: "AccountsList", dependencies: ["Core"]),
    .testTarget(name: "AccountsListTests", dependencies: ["AccountsList", "Core"]),

    .target(name: "Dashboard", dependencies: ["Core", "FAFoundation"]),
    .testTarget(name: "DashboardTests", dependencies: ["Dashboard", "Core", "FAFoundation"]),

    .target(name: "Reports", dependencies: ["Core"]),
    .testTarget(name: "ReportsTests", dependencies: ["Reports", "Core"]),

    .target(name: "DataImport", dependencies: ["Core"]),
    .testTarget(name: "DataImportTests", dependencies: ["DataImport", "Core"]),

    .target(name: "AccountSettings", dependencies: ["Core", "FAFoundation"]),
    .testTarget(name: "AccountSettingsTests", dependencies: ["AccountSettings", "Core", "FAFoundation"]),
  ]
)
