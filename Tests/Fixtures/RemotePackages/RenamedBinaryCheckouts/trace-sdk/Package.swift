// swift-tools-version:5.9
// One product, one remote binary target: the framework in the archive is `TraceSDK`, a name the manifest never says.
import PackageDescription

let package = Package(
  name: "TraceFramework",
  products: [
    .library(name: "TraceFramework", targets: ["TraceRemoteBinary"])
  ],
  targets: [
    .binaryTarget(
      name: "TraceRemoteBinary",
      url: "https://example.com/trace-sdk/3.1.0/TraceFramework.xcframework.zip",
      checksum: "0000000000000000000000000000000000000000000000000000000000000004")
  ]
)
