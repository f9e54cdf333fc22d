// swift-tools-version: 5.9
import PackageDescription

// Hand-written fixture: the packages Tuist integrates for the Reader app. StreamKit vends its UIKit bindings only
// when the manifest is compiled where Darwin can be imported (a Mac, where Tuist and Xcode resolve the packages);
// LedgerKit builds its product list in a way plumb does not evaluate.
let package = Package(
  name: "ReaderDependencies",
  dependencies: [
    .package(url: "https://example.com/kits/stream-kit.git", from: "3.0.0"),
    .package(url: "https://example.com/kits/ledger-kit.git", from: "1.0.0"),
  ]
)
