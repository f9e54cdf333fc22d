// swift-tools-version:5.9
// A library package: the libraries and the `wire` tool are its products; `EchoServer`, `Playground` and
// `LoadTester` are programs written against the libraries that no product ships and no target uses (examples, a
// maintainer's sandbox, a harness). test-presence asks for tests of `wire` and of `WireDocGen` (the tool the
// `WireDocs` plugin runs), not of the three programs.
import PackageDescription

let package = Package(
  name: "Wire",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Wire", targets: ["Wire"]),
    .library(name: "WireHTTP", targets: ["WireHTTP"]),
    .library(name: "WireTesting", targets: ["WireTesting"]),
    .executable(name: "wire", targets: ["wire-cli"]),
    .plugin(name: "WireDocs", targets: ["WireDocs"]),
  ],
  targets: [
    .target(name: "Wire"),
    .target(name: "WireHTTP", dependencies: ["Wire"]),
    .target(name: "WireTesting", dependencies: ["Wire"]),
    .testTarget(name: "WireTests", dependencies: ["Wire", "WireHTTP", "WireTesting"]),
    .executableTarget(name: "wire-cli", dependencies: ["WireHTTP"]),
    .executableTarget(name: "WireDocGen", dependencies: ["Wire"]),
    .plugin(name: "WireDocs", capability: .command(intent: .custom(verb: "docs", description: "docs")),
      dependencies: ["WireDocGen"]),
    // MARK: - Examples
    .executableTarget(name: "EchoServer", dependencies: ["Wire"]),
    // Development
    .executableTarget(name: "Playground", dependencies: ["WireHTTP"]),
    .executableTarget(name: "LoadTester", dependencies: ["WireHTTP"]),
  ]
)
