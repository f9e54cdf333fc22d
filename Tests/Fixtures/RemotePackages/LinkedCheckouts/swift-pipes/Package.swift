// swift-tools-version:5.9
import PackageDescription

import class Foundation.ProcessInfo

let package = Package(
  name: "swift-pipes",
  products: [
    .library(name: "Pipes", targets: ["Pipes"]),
    .library(name: "PipesCore", targets: ["PipesCore"]),
  ],
  dependencies: [tracingDependency()],
  targets: [
    .target(name: "PipesCore"),
    .target(name: "Pipes", dependencies: ["PipesCore"]),
  ]
)

/// Where tracing comes from: a tuple chosen by an environment variable, which a static reading cannot follow.
func tracingDependency() -> Package.Dependency {
  let source: (url: String, range: Range<Version>)
  if ProcessInfo.processInfo.environment["PIPES_LOCAL_TRACING"] != nil {
    source = ("https://github.com/example/pipes-tracing-local.git", "1.0.0" ..< "2.0.0")
  } else {
    source = ("https://github.com/example/pipes-tracing.git", "1.0.0" ..< "2.0.0")
  }
  return .package(url: source.url, source.range)
}
