// swift-tools-version:5.9
// Hand-written fixture: the remote packages are checked out in ../RenamedBinaryCheckouts (passed as the packages
// path). trace-sdk's one product, `TraceFramework`, is one remote binary target, `TraceRemoteBinary`, whose archive
// holds the framework `TraceSDK`: no manifest says that name. swift-shelves' `Shelves` builds `Shelves` and
// `ShelfIndex`.
// - `Tracing` declares `TraceFramework` and imports `TraceSDK`, a module nothing known builds: used.
// - `Dashboard` declares `TraceFramework` and `Shelves` and imports `ShelfIndex`, a module of swift-shelves' checkout:
//   the import is explained, and `TraceFramework` is unused.
import PackageDescription

let package = Package(
  name: "RenamedBinary",
  dependencies: [
    .package(url: "https://github.com/example/trace-sdk.git", from: "3.1.0"),
    .package(url: "https://github.com/example/swift-shelves.git", from: "1.0.0"),
  ],
  targets: [
    .target(name: "Tracing", dependencies: [.product(name: "TraceFramework", package: "trace-sdk")]),
    .target(
      name: "Dashboard",
      dependencies: [
        .product(name: "TraceFramework", package: "trace-sdk"),
        .product(name: "Shelves", package: "swift-shelves"),
      ]),
  ]
)
