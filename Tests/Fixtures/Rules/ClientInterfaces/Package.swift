// swift-tools-version:5.9
// Hand-written fixture: a dependency client's interface module (its type, closure properties with no-op defaults,
// and the test value), and the live module whose closures hold the logic. Only the live module is asked for tests.
import PackageDescription

let package = Package(
  name: "ClientInterfaces",
  products: [.library(name: "Clock", targets: ["ClockClientInterface", "ClockClient"])],
  targets: [
    .target(name: "ClockClientInterface"),
    .target(name: "ClockClient", dependencies: ["ClockClientInterface"]),
  ]
)
