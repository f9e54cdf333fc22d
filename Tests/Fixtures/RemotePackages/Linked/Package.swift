// swift-tools-version:5.9
// Hand-written fixture: the remote packages are checked out in ../LinkedCheckouts (passed as the packages path).
// - `Launch` imports `SignalCore` and calls its `configure()`; the SDK's `SignalAnalytics` (an Objective-C target) and
//   `SignalVault` (a binary target whose archive is not in the checkout) work by being linked: not unused.
// - `Reports` declares `SignalAnalytics` and imports nothing of the SDK: unused.
// - `Stories` calls `lk`, a member LayoutKit's extension adds to views, without importing LayoutKit (the import of
//   `Toolkit`, which imports it, makes it visible): it uses LayoutKit. (Checkouts are read for modules that call a
//   free function, as `Stories` does.)
// - `Gallery` calls `settle`, a method of its own; LayoutKit's extension of views has a `settle` too, but internal,
//   which no other module sees: Gallery uses nothing of LayoutKit.
// - `Streams` imports the umbrella `Wire`, which re-exports `WireCore`, and uses `WireCore`'s `Buffer`: it uses
//   WireCore.
// - `Monitor` imports `BeaconCore` and calls its `start()`; the SDK's `BeaconCrashes` (an Objective-C wrapper) works
//   by being linked, although the SDK's manifest can be read only in part (a helper function picks its transport).
// - `Channels` imports the umbrella `Pipes`, which re-exports `PipesCore`, and uses `PipesCore`'s `Pipe`: it uses
//   PipesCore, although the package's manifest can be read only in part.
// - `Timing` imports the umbrella `Harbor` of another package, which re-exports `Gauges` and `Tally`, and uses
//   `Gauges`' `Stopwatch`: it uses Gauges. It names nothing of `Tally`: Tally is unused (the umbrella's import alone
//   is no use of every module it re-exports).
// - `Billing` imports `Schema`, whose `Invoice` conforms to `WireFormat.Record`, and calls `Invoice.built { }`, a
//   static method WireFormat's extension adds to its `Record` protocol: it uses WireFormat.
// - `Printing` imports `Schema` and calls `Receipt.built()`, Receipt's own method (Receipt is no `Record`): it uses
//   nothing of WireFormat.
// - `Panels` calls `formatter.do { }` on a `NumberFormatter`, without importing Tuning: `do` is a member Tuning's
//   extension adds to its `Tunable` protocol, which it conforms `NSObject` to; nothing else in reach declares a `do`:
//   it uses Tuning.
// - `Sliders` calls `NumberFormatter().tune { }`: `Knobs`, which it imports, adds its own `tune` to
//   `NumberFormatter`, so Tuning's `tune` of `Tunable` is not the only one in reach: it uses nothing of Tuning.
// - `Welcome` calls `Artwork.wave.makeView()`, which `Artwork` (importing Motion) declares to return Motion's
//   `MotionView`, and plays the view without naming its type: it uses Motion.
// - `Farewell` calls `Artwork.nod.title()`, which returns a `String`: it uses nothing of Motion.
import PackageDescription

let package = Package(
  name: "Linked",
  dependencies: [
    .package(url: "https://github.com/example/signal-sdk.git", from: "1.0.0"),
    .package(url: "https://github.com/example/layout-kit.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-wire.git", from: "1.0.0"),
    .package(url: "https://github.com/example/beacon-sdk.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-pipes.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-harbor.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-gauges.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-tally.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-wireformat.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-tuning.git", from: "1.0.0"),
    .package(url: "https://github.com/example/swift-motion.git", from: "1.0.0"),
  ],
  targets: [
    .target(
      name: "Launch",
      dependencies: [
        .product(name: "SignalCore", package: "signal-sdk"),
        .product(name: "SignalAnalytics", package: "signal-sdk"),
        .product(name: "SignalVault", package: "signal-sdk"),
      ]),
    .target(name: "Reports", dependencies: [.product(name: "SignalAnalytics", package: "signal-sdk")]),
    .target(name: "Toolkit", dependencies: [.product(name: "LayoutKit", package: "layout-kit")]),
    .target(name: "Stories", dependencies: ["Toolkit", .product(name: "LayoutKit", package: "layout-kit")]),
    .target(name: "Gallery", dependencies: [.product(name: "LayoutKit", package: "layout-kit")]),
    .target(
      name: "Streams",
      dependencies: [
        .product(name: "Wire", package: "swift-wire"),
        .product(name: "WireCore", package: "swift-wire"),
      ]),
    .target(
      name: "Monitor",
      dependencies: [
        .product(name: "BeaconCore", package: "beacon-sdk"),
        .product(name: "BeaconCrashes", package: "beacon-sdk"),
      ]),
    .target(
      name: "Channels",
      dependencies: [
        .product(name: "Pipes", package: "swift-pipes"),
        .product(name: "PipesCore", package: "swift-pipes"),
      ]),
    .target(
      name: "Timing",
      dependencies: [
        .product(name: "Harbor", package: "swift-harbor"),
        .product(name: "Gauges", package: "swift-gauges"),
        .product(name: "Tally", package: "swift-tally"),
      ]),
    .target(name: "Schema", dependencies: [.product(name: "WireFormat", package: "swift-wireformat")]),
    .target(name: "Billing", dependencies: ["Schema", .product(name: "WireFormat", package: "swift-wireformat")]),
    .target(name: "Printing", dependencies: ["Schema", .product(name: "WireFormat", package: "swift-wireformat")]),
    .target(name: "Panels", dependencies: [.product(name: "Tuning", package: "swift-tuning")]),
    .target(name: "Knobs"),
    .target(name: "Sliders", dependencies: ["Knobs", .product(name: "Tuning", package: "swift-tuning")]),
    .target(name: "Artwork", dependencies: [.product(name: "Motion", package: "swift-motion")]),
    .target(name: "Welcome", dependencies: ["Artwork", .product(name: "Motion", package: "swift-motion")]),
    .target(name: "Farewell", dependencies: ["Artwork", .product(name: "Motion", package: "swift-motion")]),
  ]
)
