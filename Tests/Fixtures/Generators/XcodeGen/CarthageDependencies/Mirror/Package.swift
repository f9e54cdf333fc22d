// swift-tools-version:5.9
import PackageDescription

// The same libraries as a package, for the apps that take them through SwiftPM.
let package = Package(
  name: "Mirror",
  products: [
    .library(name: "Pulse", targets: ["Pulse"]),
    .library(name: "Signal", targets: ["Signal"]),
    .library(name: "SignalUI", targets: ["SignalUI"]),
  ],
  targets: [
    .target(name: "Pulse"),
    .target(name: "Signal"),
    .target(name: "SignalUI", dependencies: ["Signal"]),
  ]
)
