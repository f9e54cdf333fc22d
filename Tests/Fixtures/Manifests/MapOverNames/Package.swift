// swift-tools-version:5.9
// Targets and dependencies generated from lists of names.
import PackageDescription

let features = ["Inbox", "Compose", "Search"]
let foundations = ["Storage", "Sync"]

let package = Package(
  name: "MapOverNames",
  products: features.map { .library(name: $0, targets: [$0]) },
  targets: ["Storage", "Sync"].map { .target(name: $0) }
    + features.map { feature in
      .target(name: feature, dependencies: foundations.map { Target.Dependency.target(name: $0) })
    }
    + features.map { .testTarget(name: "\($0)Tests", dependencies: [.target(name: $0)]) }
    + [.target(name: "Shell", dependencies: features.map { .byName(name: $0) })]
    + foundations.flatMap { name -> [Target] in
      [.testTarget(name: name + "Tests", dependencies: [.byName(name: name)])]
    }
    + ["Legacy", "Experimental", "Tools"].filter { $0 != "Legacy" }.compactMap { .target(name: $0) }
)
