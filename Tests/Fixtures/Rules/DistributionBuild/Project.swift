import ProjectDescription

// A macOS app over its framework, with UI tests; its build for distribution outside the store (another entry point
// over the same framework, with an extension of its own); and a lab build over a framework the app does not use.
let project = Project(
  name: "Mirror",
  targets: [
    .target(
      name: "Relay", destinations: .macOS, product: .framework, bundleId: "org.example.relay",
      sources: ["Relay/**"]),
    .target(
      name: "Mirror", destinations: .macOS, product: .app, bundleId: "org.example.mirror",
      sources: ["Mirror/**"],
      dependencies: [.target(name: "Relay")]),
    .target(
      name: "MirrorUITests", destinations: .macOS, product: .uiTests, bundleId: "org.example.mirror.uitests",
      sources: ["MirrorUITests/**"],
      dependencies: [.target(name: "Mirror")]),
    .target(
      name: "Mirror.Direct", destinations: .macOS, product: .app, bundleId: "org.example.mirror.direct",
      sources: ["MirrorDirect/**"],
      dependencies: [.target(name: "Relay"), .target(name: "DirectExtension")]),
    .target(
      name: "DirectExtension", destinations: .macOS, product: .systemExtension, bundleId: "org.example.mirror.ext",
      sources: ["DirectExtension/**"],
      dependencies: [.target(name: "Relay")]),
    .target(
      name: "Lab", destinations: .macOS, product: .framework, bundleId: "org.example.lab",
      sources: ["Lab/**"]),
    .target(
      name: "LabTests", destinations: .macOS, product: .unitTests, bundleId: "org.example.lab.tests",
      sources: ["LabTests/**"],
      dependencies: [.target(name: "Lab")]),
    .target(
      name: "Mirror-Lab", destinations: .macOS, product: .app, bundleId: "org.example.mirror.lab",
      sources: ["MirrorLab/**"],
      dependencies: [.target(name: "Relay"), .target(name: "Lab")]),
  ]
)
