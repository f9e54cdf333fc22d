// swift-tools-version:5.9
// A library package with one product, the `Quill` library. Beside it, three executables no product ships: a
// demo over the tested `QuillShell` (which reaches `Quill`, the one library), a relay that prints what passes and a
// timer of the parser. Each reaches every library the package vends, yet none is the app those libraries are built
// for: they are the package's own demo, debugging aid and benchmark. test-presence asks for tests of none of them.
import PackageDescription

let package = Package(
  name: "Quill",
  products: [
    .library(name: "Quill", targets: ["Quill"])
  ],
  targets: [
    .target(name: "Quill"),
    .testTarget(name: "QuillTests", dependencies: ["Quill"]),
    .target(name: "QuillShell", dependencies: ["Quill"]),
    .testTarget(name: "QuillShellTests", dependencies: ["QuillShell"]),
    .executableTarget(name: "QuillCLI", dependencies: ["QuillShell"]),
    .executableTarget(name: "QuillRelay", dependencies: ["Quill"]),
    .executableTarget(name: "QuillTimer", dependencies: ["Quill"]),
  ]
)
