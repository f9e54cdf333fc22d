// swift-tools-version:5.9
import PackageDescription

// VIPER: every screen is a module with View, Interactor, Presenter, Entity and Router, wired by the Router's
// `createModule`. A router builds the next module, so modules depend on the ones they navigate to.
let package = Package(
  name: "ClassicMacVIPER",
  platforms: [.iOS(.v15)],
  products: [
    .library(name: "MacsListModule", targets: ["MacsListModule"]),
  ],
  targets: [
    .target(name: "ClassicMacApp", dependencies: ["MacsListModule", "CatalogAPI"]),
    .target(name: "MacsListModule", dependencies: ["MacDetailsModule", "CatalogAPI"]),
    .target(name: "MacDetailsModule", dependencies: ["FavoriteMacModule", "CatalogAPI"]),
    .target(name: "FavoriteMacModule", dependencies: ["CatalogAPI"]),
    .target(name: "CatalogAPI"),

    .testTarget(name: "MacsListModuleTests", dependencies: ["MacsListModule", "CatalogAPI"]),
    .testTarget(name: "MacDetailsModuleTests", dependencies: ["MacDetailsModule", "CatalogAPI"]),
    .testTarget(name: "FavoriteMacModuleTests", dependencies: ["FavoriteMacModule", "CatalogAPI"]),
  ]
)
