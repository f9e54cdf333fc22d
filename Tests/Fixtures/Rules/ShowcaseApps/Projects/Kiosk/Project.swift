import ProjectDescription

// An app whose code lives in a framework of its own, which nothing else uses.
let project = Project(
  name: "Kiosk",
  targets: [
    .target(
      name: "Kiosk", destinations: .iOS, product: .framework, bundleId: "org.example.kiosk.core",
      sources: ["../../Kiosk/Sources/**"]),
    .target(
      name: "KioskTests", destinations: .iOS, product: .unitTests, bundleId: "org.example.kiosk.tests",
      sources: ["../../Kiosk/Tests/**"],
      dependencies: [.target(name: "Kiosk")]),
    .target(
      name: "KioskApp", destinations: .iOS, product: .app, bundleId: "org.example.kiosk",
      sources: ["../../KioskApp/**"],
      dependencies: [.target(name: "Kiosk")]),
  ]
)
