// swift-tools-version:5.9
// Two modules with folders: the folder graph is drawn inside each module (nodes `Kit/Network`, `Shop/Cart`), and
// the use of Kit's types by Shop stays a module edge.
import PackageDescription

let package = Package(
  name: "Modular",
  targets: [
    .target(name: "Kit", path: "Sources/Kit"),
    .target(name: "Shop", dependencies: ["Kit"], path: "Sources/Shop"),
  ]
)
