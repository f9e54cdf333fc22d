// swift-tools-version:5.9
// `PetClient` applies a build-tool plugin that writes the client from `openapi.yaml` at build time; the written
// code imports `APIRuntime`, the hand-written file does not. unused-dependency does not judge `PetClient` (a note
// says why), and still judges `PetStore`, whose plugin only lints.
import PackageDescription

let package = Package(
  name: "GeneratedSources",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://example.com/api-generator.git", from: "1.0.0"),
    .package(url: "https://example.com/api-runtime.git", from: "1.0.0"),
    .package(url: "https://example.com/lint-plugins.git", from: "1.0.0"),
  ],
  targets: [
    .target(
      name: "PetClient",
      dependencies: [.product(name: "APIRuntime", package: "api-runtime")],
      plugins: [.plugin(name: "APIGenerator", package: "api-generator")]),
    .target(
      name: "PetStore",
      dependencies: [.product(name: "APIRuntime", package: "api-runtime")],
      plugins: [.plugin(name: "SwiftLintBuildToolPlugin", package: "lint-plugins")]),
  ]
)
