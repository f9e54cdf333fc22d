// swift-tools-version: 5.9
import PackageDescription

#if TUIST
  import ProjectDescription
  import NamingPlugin

  // The plugin's public `naming` is seen here as in every Project.swift.
  let packageSettings = PackageSettings(
    productTypes: ["Beam": .framework],
    baseSettings: .settings(base: naming.linkerSettings)
  )
#endif

let package = Package(
  name: "LanternDependencies",
  dependencies: [
    .package(url: "https://example.com/optics/beam.git", from: "2.0.0")
  ]
)
