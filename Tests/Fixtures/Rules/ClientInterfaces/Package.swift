// swift-tools-version:5.9
// Hand-written fixture: a dependency client's interface module (its type, closure properties with no-op defaults,
// and the test value), and the live module whose closures hold the logic. Only the live module is asked for tests.
// The same with a protocol: `ShareClientInterface` declares the client's protocol, its type with the `init` that
// assigns the adapter, and the test value's stub whose methods each return a constant; `ShareClient` implements it.
import PackageDescription

let package = Package(
  name: "ClientInterfaces",
  products: [
    .library(name: "Clock", targets: ["ClockClientInterface", "ClockClient"]),
    .library(name: "Share", targets: ["ShareClientInterface", "ShareClient"]),
  ],
  targets: [
    .target(name: "ClockClientInterface"),
    .target(name: "ClockClient", dependencies: ["ClockClientInterface"]),
    .target(name: "ShareClientInterface"),
    .target(name: "ShareClient", dependencies: ["ShareClientInterface"]),
  ]
)
