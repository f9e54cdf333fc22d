// swift-tools-version: 5.9
import PackageDescription

// A tool of the developers, kept with the repository's scripts in its `dev` folder: it turns a description of a
// sensor into the glue code the app checks in. No product: nothing ships it.
let package = Package(
  name: "glucose-dev-tool",
  targets: [.executableTarget(name: "glucose-dev-tool")]
)
