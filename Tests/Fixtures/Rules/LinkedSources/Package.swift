// swift-tools-version:5.9
// `Core` in `Core/`, tested. `Package/` builds the same module again from symbolic links to these files, as a
// library ships one copy for SwiftPM and one for its Xcode project: test-presence does not ask for tests of the copy.
import PackageDescription

let package = Package(
  name: "LinkedSources",
  targets: [
    .target(name: "Core", path: "Core"),
    .testTarget(name: "CoreTests", dependencies: ["Core"]),
  ]
)
