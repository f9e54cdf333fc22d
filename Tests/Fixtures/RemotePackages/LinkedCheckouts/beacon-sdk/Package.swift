// swift-tools-version:5.9
import PackageDescription

import class Foundation.ProcessInfo

let package = Package(
  name: "beacon-sdk",
  products: [
    .library(name: "BeaconCore", targets: ["BeaconCore"]),
    // Linking it is enough: `Beacon.start()` finds the crash reporter at run time.
    .library(name: "BeaconCrashes", targets: ["BeaconCrashesTarget"]),
  ],
  dependencies: [transportDependency()],
  targets: [
    .target(name: "BeaconCore"),
    .target(name: "BeaconCrashesTarget", dependencies: ["BeaconCore"], path: "Wrappers/Crashes"),
  ]
)

/// Where the transport comes from: a tuple chosen by an environment variable, which a static reading cannot follow.
func transportDependency() -> Package.Dependency {
  let source: (url: String, range: Range<Version>)
  if ProcessInfo.processInfo.environment["BEACON_TRANSPORT_FROM_SOURCE"] != nil {
    source = ("https://github.com/example/beacon-transport-source.git", "1.0.0" ..< "2.0.0")
  } else {
    source = ("https://github.com/example/beacon-transport-binary.git", "1.0.0" ..< "2.0.0")
  }
  return .package(url: source.url, source.range)
}
