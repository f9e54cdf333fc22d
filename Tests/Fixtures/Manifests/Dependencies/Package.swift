// swift-tools-version:5.9
// Every way to declare a package dependency, and every product kind.
import PackageDescription

let package = Package(
  name: "Dependencies",
  products: [
    .library(name: "Kit", targets: ["Kit"]),
    .library(name: "KitStatic", type: .static, targets: ["Kit"]),
    .library(name: "KitDynamic", type: .dynamic, targets: ["Kit", "Extras"]),
    .executable(name: "kit-tool", targets: ["KitTool"]),
    .plugin(name: "KitLint", targets: ["KitLint"]),
  ],
  dependencies: [
    .package(url: "https://example.com/acme/logging.git", from: "1.4.0"),
    .package(url: "https://example.com/acme/json-kit", exact: "2.0.1"),
    .package(url: "https://example.com/acme/edge.git", branch: "develop"),
    .package(url: "https://example.com/acme/pinned.git", revision: "0123456789abcdef"),
    .package(url: "https://example.com/acme/ranged.git", "1.0.0"..<"3.0.0"),
    .package(url: "https://example.com/acme/closed.git", "0.9.0"..."0.9.7"),
    .package(url: "https://example.com/acme/major.git", .upToNextMajor(from: "5.1.0")),
    .package(url: "https://example.com/acme/minor.git", .upToNextMinor(from: "0.3.2")),
    .package(name: "Renamed", url: "https://example.com/acme/renamed-repo.git", from: "1.0.0"),
    .package(path: "../Shared/CoreKit"),
    .package(name: "LocalNamed", path: "../Shared/local-named"),
    .package(id: "acme.registry-kit", from: "1.2.0"),
    .package(id: "acme.exact-kit", exact: "3.1.4"),
  ],
  targets: [
    .target(
      name: "Kit",
      dependencies: [
        .product(name: "Logging", package: "logging"),
        .product(name: "JSONKit", package: "json-kit"),
        .product(name: "Renamed", package: "Renamed"),
        .product(name: "CoreKit", package: "CoreKit"),
        .product(name: "RegistryKit", package: "acme.registry-kit"),
      ]
    ),
    .target(name: "Extras", dependencies: ["Kit"]),
    .executableTarget(name: "KitTool", dependencies: ["Kit"]),
    .plugin(name: "KitLint", capability: .buildTool()),
  ]
)
