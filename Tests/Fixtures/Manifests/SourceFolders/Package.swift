// swift-tools-version:5.9
// No `Sources` folder: SwiftPM falls back to `Source`, and looks for tests in `Tests`.
import PackageDescription

let package = Package(
  name: "SourceFolders",
  targets: [
    .target(name: "Legacy"),
    .executableTarget(name: "legacy-tool", dependencies: ["Legacy"]),
    .testTarget(name: "LegacyTests", dependencies: ["Legacy"]),
    .plugin(name: "Formatter", capability: .command(intent: .sourceCodeFormatting())),
  ]
)
