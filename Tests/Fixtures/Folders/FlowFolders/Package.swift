// swift-tools-version:5.9
// One app target whose features are flows (`Flows/Onboarding`, `Flows/Checkout`), as coordinator apps name them,
// and a feature folder deeper down (`UI/Features/Home`): each is a feature folder by `FeatureFolders`' default globs,
// for the rules and for the folder graph alike.
import PackageDescription

let package = Package(
  name: "FlowFolders",
  targets: [
    .executableTarget(name: "App", path: "Sources/App")
  ]
)
