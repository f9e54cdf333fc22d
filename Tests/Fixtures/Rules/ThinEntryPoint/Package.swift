// swift-tools-version:5.9
// Entry points: `Launcher` and `Server` start the tested `AppCore`; `Sketch` starts the untested `Drawing`.
// test-presence asks for tests of `Server` (a `main.swift` with logic of its own), `Sketch` and `Drawing`, not of
// `Launcher` (only an entry point over tested code).
import PackageDescription

let package = Package(
  name: "ThinEntryPoint",
  platforms: [.macOS(.v13)],
  targets: [
    .target(name: "AppCore"),
    .testTarget(name: "AppCoreTests", dependencies: ["AppCore"]),
    .executableTarget(name: "Launcher", dependencies: ["AppCore"]),
    .executableTarget(name: "Server", dependencies: ["AppCore"]),
    .target(name: "Drawing"),
    .executableTarget(name: "Sketch", dependencies: ["Drawing"]),
  ]
)
