// swift-tools-version:5.9
// Dependencies chosen by environment variables: unknowable without running the build, so plumb assumes
// they are unset (as they are for a plain `swift build`) and says so.
import Foundation
import PackageDescription

let useLocalDependencies = ProcessInfo.processInfo.environment["SHOP_USE_LOCAL_DEPS"] != nil

let package = Package(
  name: "EnvironmentConditional",
  targets: [
    .target(name: "Client", dependencies: [.product(name: "HTTP", package: "http")]),
  ]
)

if useLocalDependencies {
  package.dependencies += [.package(path: "../http")]
} else {
  package.dependencies += [.package(url: "https://example.com/acme/http.git", from: "4.0.0")]
}

if Context.environment["SHOP_WITH_BENCHMARKS"] != nil {
  package.targets.append(.executableTarget(name: "Benchmarks", dependencies: ["Client"]))
}
