// swift-tools-version: 5.9
import PackageDescription

// Code no team writes tests for, beside code that wants them: a plugin's principal class that only hands a type to
// its host, test support (a testing kit, mocks and what only they use), developer tools and test apps.
let package = Package(
  name: "Glucose",
  products: [
    .library(name: "Glucose", targets: ["Glucose"]),
    .executable(name: "glucose-cli", targets: ["glucose-cli"]),
  ],
  targets: [
    .target(name: "Glucose"),
    .target(name: "Units"),
    .target(name: "SensorPlugin", dependencies: ["Glucose"]),
    .target(name: "SensorUI", dependencies: ["Glucose"]),
    .target(name: "ReadingTestingKit", dependencies: ["Glucose"]),
    .target(name: "ReplayEngine", dependencies: ["Glucose"]),
    .target(name: "MockSensor", dependencies: ["ReadingTestingKit", "ReplayEngine", "Glucose"]),
    .target(name: "MockSensorUI", dependencies: ["MockSensor"]),
    .executableTarget(name: "generate-docs", dependencies: ["Glucose"]),
    .executableTarget(name: "glucose-cli", dependencies: ["Glucose"]),
    .target(name: "build"),
    .executableTarget(name: "SignalTestApp", dependencies: ["Glucose"]),
    .executableTarget(name: "ReaderHarness", dependencies: ["Glucose"], path: "test/apps/Harness"),
    .target(name: "SampleHistories", dependencies: ["Glucose"]),
    .testTarget(name: "GlucoseTests", dependencies: ["Glucose", "SampleHistories"]),
    .testTarget(name: "UnitsTests", dependencies: ["Units"]),
  ]
)
