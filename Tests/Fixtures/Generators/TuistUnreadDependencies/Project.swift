import ProjectDescription
import ProjectDescriptionHelpers

// A sample app whose one dependency is a helper that switches on an environment setting, and a tool that declares
// nothing and imports the library all the same.
let project = Project(
  name: "Samples",
  targets: [
    .target(
      name: "Kiosk", destinations: .iOS, product: .app, bundleId: "org.example.kiosk",
      sources: ["Kiosk/Sources/**"],
      dependencies: [
        .ledger,
      ]),
    .target(
      name: "Counter", destinations: .iOS, product: .app, bundleId: "org.example.counter",
      sources: ["Counter/Sources/**"]),
  ]
)
