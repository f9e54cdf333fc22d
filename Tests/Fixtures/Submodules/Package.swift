// swift-tools-version:5.9
// An app package that depends by path on a library checked out as a git submodule (Vendor/Toolkit, another
// repository, with its own demo and a target whose folder it no longer has).
import PackageDescription

let package = Package(
  name: "Notes",
  products: [.library(name: "Notes", targets: ["Notes"])],
  dependencies: [.package(path: "Vendor/Toolkit")],
  targets: [
    .target(name: "Notes", dependencies: [.product(name: "Toolkit", package: "Toolkit")]),
    .testTarget(name: "NotesTests", dependencies: ["Notes"]),
  ]
)
