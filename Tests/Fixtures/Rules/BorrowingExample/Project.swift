import ProjectDescription

// A framework with its tests, the product app, and an example app that borrows one file of the app's shared folder
// (the app borrows one of the example's too).
let project = Project(
  name: "Trips",
  targets: [
    .target(
      name: "Trips", destinations: .iOS, product: .framework, bundleId: "org.example.trips",
      sources: ["Sources/Trips/**"]),
    .target(
      name: "TripsTests", destinations: .iOS, product: .unitTests, bundleId: "org.example.trips.tests",
      sources: ["Tests/TripsTests/**"],
      dependencies: [.target(name: "Trips")]),
    .target(
      name: "Planner", destinations: .iOS, product: .app, bundleId: "org.example.planner",
      sources: ["Planner/**", "Shared/**", "Examples/Tour/TourStops.swift"],
      dependencies: [.target(name: "Trips")]),
    .target(
      name: "Tour", destinations: .iOS, product: .app, bundleId: "org.example.tour",
      sources: ["Examples/Tour/**", "Shared/Formatting.swift"],
      dependencies: [.target(name: "Trips")]),
  ]
)
