// swift-tools-version:5.9
// Composition roots: `Storefront` and `Kiosk` are `@main` apps over the tested `Shop`. `Storefront` only configures
// its services and puts `Shop`'s root on screen, with two branches: test-presence leaves it out. `Kiosk` also decides
// what to show in a loop of its own: test-presence asks for its tests.
import PackageDescription

let package = Package(
  name: "CompositionRoot",
  platforms: [.macOS(.v13)],
  targets: [
    .target(name: "Shop"),
    .testTarget(name: "ShopTests", dependencies: ["Shop"]),
    .executableTarget(name: "Storefront", dependencies: ["Shop"]),
    .executableTarget(name: "Kiosk", dependencies: ["Shop"]),
  ]
)
