// swift-tools-version:5.9
// `Feature` declares `Umbrella` and imports `State`, which `Umbrella`'s target lists (its checkout, in
// `PartlyReadCheckouts`, says so) and `Settings` declares. `Umbrella` also lists a product of `grid-kit`, whose
// manifest builds its products in code plumb does not evaluate: what `Umbrella` brings is not all known, but that it
// brings `State` is. undeclared-import says nothing of `Feature`'s import.
import PackageDescription

let package = Package(
  name: "PartlyRead",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://example.com/umbrella-kit.git", from: "1.0.0"),
    .package(url: "https://example.com/state-kit.git", from: "1.0.0"),
  ],
  targets: [
    .target(name: "Feature", dependencies: [.product(name: "Umbrella", package: "umbrella-kit")]),
    .target(name: "Settings", dependencies: [.product(name: "State", package: "state-kit")]),
  ]
)
