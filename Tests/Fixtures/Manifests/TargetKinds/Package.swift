// swift-tools-version:5.9
// One target of every kind.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "TargetKinds",
  platforms: [.macOS(.v10_15), .iOS("15.4"), .watchOS(.v9), .tvOS(.v16), .macCatalyst(.v15), .visionOS(.v1)],
  dependencies: [
    .package(url: "https://example.com/swiftlang/swift-syntax.git", from: "600.0.0"),
  ],
  targets: [
    .target(name: "Library", dependencies: ["Macros", "CZlib"]),
    .executableTarget(name: "Runner", dependencies: ["Library"]),
    .testTarget(name: "LibraryTests", dependencies: ["Library"]),
    .macro(
      name: "Macros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .plugin(
      name: "Generate",
      capability: .command(intent: .custom(verb: "generate", description: "Generates code")),
      dependencies: ["Runner"]
    ),
    .binaryTarget(name: "Prebuilt", path: "Frameworks/Prebuilt.xcframework"),
    .binaryTarget(name: "Downloaded", url: "https://example.com/Downloaded.zip", checksum: "abc123"),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
  ]
)
