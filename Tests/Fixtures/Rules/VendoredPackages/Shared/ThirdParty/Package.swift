// swift-tools-version:5.9
// The team's own package named `ThirdParty` (where it gathers what it takes from other authors): its own folder's
// name does not make it a copy, so it is asked for tests.
import PackageDescription

let package = Package(
  name: "ThirdParty",
  products: [
    .library(name: "ThirdParty", targets: ["ThirdParty"])
  ],
  targets: [
    .target(name: "ThirdParty")
  ]
)
