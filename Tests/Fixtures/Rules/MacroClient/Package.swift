// swift-tools-version: 5.9
// A macro package as Xcode's template makes it: the macro, the library that exposes it, a client program that only
// shows the macro expanding (vended as an executable product), and the macro's tests. test-presence asks for tests
// of the library `Stamp`, not of the client.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Stamp",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Stamp", targets: ["Stamp"]),
    .executable(name: "StampClient", targets: ["StampClient"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "509.0.0")
  ],
  targets: [
    .macro(
      name: "StampMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    .target(name: "Stamp", dependencies: ["StampMacros"]),
    .executableTarget(name: "StampClient", dependencies: ["Stamp"]),
    .testTarget(
      name: "StampMacrosTests",
      dependencies: [
        "StampMacros",
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
      ]),
  ]
)
