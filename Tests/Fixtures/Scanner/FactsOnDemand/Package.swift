// swift-tools-version:5.9
import PackageDescription

// Files whose facts an edit of another file does not need: a run after an edit leaves them in the facts cache.
let package = Package(
  name: "FactsOnDemand",
  targets: [
    .target(name: "Core"),
    .target(name: "Feature", dependencies: ["Core"]),
    .target(name: "App", dependencies: ["Feature"]),
    .target(name: "Tools", dependencies: ["Core"]),
  ]
)
