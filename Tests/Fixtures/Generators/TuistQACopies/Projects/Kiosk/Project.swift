import ProjectDescription

// Two targets over the same sources, each with a dependency list of its own: the app reaches Compass through Kiosk.
let project = Project(
  name: "Kiosk",
  targets: [
    .target(
      name: "Kiosk", destinations: .iOS, product: .framework, bundleId: "org.example.kiosk",
      sources: ["Sources/**"],
      dependencies: [.project(target: "Compass", path: "../Compass")]),
    .target(
      name: "KioskLite", destinations: .iOS, product: .framework, bundleId: "org.example.kiosk.lite",
      sources: ["Sources/**"],
      dependencies: [.project(target: "Compass", path: "../Compass")]),
  ]
)
