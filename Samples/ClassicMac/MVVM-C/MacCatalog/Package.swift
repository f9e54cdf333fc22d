// swift-tools-version:5.9
import PackageDescription

// The domain of ClassicMac, with no UI: models and the services the view models talk to through protocols.
let package = Package(
  name: "MacCatalog",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "MacCatalog", targets: ["MacCatalog"]),
  ],
  targets: [
    .target(name: "MacCatalog"),
    .testTarget(name: "MacCatalogTests", dependencies: ["MacCatalog"]),
  ]
)
