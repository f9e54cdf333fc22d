// swift-tools-version:5.9
import PackageDescription

// Build-block Architecture: two libraries, Core and Modules. Every feature module depends on Core only and
// never on another module, so any module can be rebuilt, tested and replaced on its own. Navigation between
// modules lives in the app target (ClassicMac.xcodeproj), in its coordinators.
let package = Package(
  name: "ClassicMacKit",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Core", targets: ["Core"]),
    .library(name: "Modules", targets: ["MacsList", "MacDetails"]),
    // The app links the feature modules one by one, so each gets its own product as well.
    .library(name: "MacsList", targets: ["MacsList"]),
    .library(name: "MacDetails", targets: ["MacDetails"]),
  ],
  targets: [
    .target(name: "Core"),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),

    .target(name: "MacsList", dependencies: ["Core"]),
    .testTarget(name: "MacsListTests", dependencies: ["MacsList", "Core"]),

    .target(name: "MacDetails", dependencies: ["Core"]),
    .testTarget(name: "MacDetailsTests", dependencies: ["MacDetails", "Core"]),
  ]
)
