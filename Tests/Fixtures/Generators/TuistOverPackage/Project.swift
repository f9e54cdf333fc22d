import ProjectDescription

// Hand-written fixture: a Tuist target that compiles the sources of the Swift package in `Bridge`, leaving out the
// package's manifest, which is still the package's.
let project = Project(
  name: "Bridges",
  targets: [
    .target(
      name: "BridgeKit", destinations: .iOS, product: .framework, bundleId: "org.example.bridgekit",
      sources: .sourceFilesList(globs: [.glob("Bridge/**/*.swift", excluding: ["Bridge/Package.swift"])]))
  ]
)
