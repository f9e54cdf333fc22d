// swift-tools-version:5.9
import PackageDescription

// `MockBackend` is also the project's framework of that name; the project gives `Robots/LoginRobot.swift` to its
// UI-test bundle instead.
let package = Package(
  name: "Chat",
  products: [
    .library(name: "Chat", targets: ["Chat"]),
    .library(name: "MockBackend", targets: ["MockBackend"]),
  ],
  targets: [
    .target(name: "Chat"),
    .target(name: "MockBackend", path: "TestTools/MockBackend"),
    .testTarget(name: "ChatTests", dependencies: ["Chat"]),
  ]
)
