// Fixture: the tools version comes after a header, which SwiftPM 6 accepts for 6.0 and later. With it known, the
// package's only regular target keeps its sources in Sources/ itself and its only test target in Tests/ itself.

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Tally",
  targets: [
    .target(name: "Tally"),
    .testTarget(name: "TallyTests", dependencies: ["Tally"]),
  ]
)
