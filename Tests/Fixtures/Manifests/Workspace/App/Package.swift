// swift-tools-version:5.9
// An app package that links two local packages by path and one remote package.
import PackageDescription

let package = Package(
  name: "App",
  platforms: [.iOS(.v17)],
  dependencies: [
    .package(path: "../Packages/CoreKit"),
    .package(name: "Features", path: "../Packages/Features"),
    .package(url: "https://example.com/acme/swift-analytics.git", from: "3.0.0"),
  ],
  targets: [
    .executableTarget(
      name: "AppMain",
      dependencies: [
        .product(name: "CoreKit", package: "CoreKit"),
        .product(name: "Features", package: "Features"),
        .product(name: "Analytics", package: "swift-analytics", condition: .when(platforms: [.iOS, .macOS])),
        "Support",
      ]
    ),
    .target(name: "Support", dependencies: ["CoreKit"]),
  ]
)
