// swift-tools-version:5.9
import PackageDescription

// The build-time model's host builds: FormatPlugin runs format-tool, which uses Formatting, so SwiftPM compiles
// format-tool and Formatting for the machine that builds as well as for the product; Example uses Formatting only.
let package = Package(
  name: "PluginTool",
  targets: [
    .target(name: "Formatting"),
    .executableTarget(name: "format-tool", dependencies: ["Formatting"]),
    .executableTarget(name: "Example", dependencies: ["Formatting"]),
    .plugin(name: "FormatPlugin", capability: .command(intent: .sourceCodeFormatting()), dependencies: ["format-tool"]),
  ]
)
