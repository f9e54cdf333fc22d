// swift-tools-version:5.9
// Fixture: every test target runs through `TestShared`, code the tests share in Tests/Shared. What it imports
// (`Parser`, `Drivers`) is tested; what it only declares (`Storage`) is not. `Engine`, which only a test target
// depends on but which is product code, does not make `Formatter` and `Storage` tested.
import PackageDescription

let package = Package(
  name: "Ledger",
  targets: [
    .target(name: "Parser"),
    .target(name: "Drivers", dependencies: ["Parser"]),
    .target(name: "Storage"),
    .target(name: "Formatter"),
    .target(name: "Engine", dependencies: ["Formatter", "Storage"]),
    .target(name: "TestShared", dependencies: ["Parser", "Drivers", "Storage"], path: "Tests/Shared"),
    .testTarget(name: "ParserTests", dependencies: ["TestShared"]),
    .testTarget(name: "EngineTests", dependencies: ["Engine"]),
  ]
)
