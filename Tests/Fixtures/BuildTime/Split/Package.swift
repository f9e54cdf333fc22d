// swift-tools-version:5.9
import PackageDescription

// The build-time model's split: Store holds Models/ and Screens/; the screens name the models, the app names only
// a screen.
let package = Package(
  name: "Split",
  targets: [
    .executableTarget(name: "App", dependencies: ["Store"]),
    .target(name: "Store"),
  ]
)
