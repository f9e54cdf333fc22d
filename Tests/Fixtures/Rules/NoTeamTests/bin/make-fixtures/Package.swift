// swift-tools-version: 5.9
import PackageDescription

// A tool of the developers, kept in the repository's bin folder: it writes large fake histories for performance tests.
let package = Package(
  name: "make-fixtures",
  products: [.executable(name: "make-fixtures", targets: ["make-fixtures"])],
  targets: [.executableTarget(name: "make-fixtures")]
)
