import ProjectDescription

// An app kept to drive the library by hand; its sources live with the tests.
let project = Project(
  name: "Tester",
  targets: [
    .target(
      name: "LedgerTester", destinations: .iOS, product: .app, bundleId: "org.example.ledger.tester",
      sources: ["../../Tests/TestingApps/LedgerTester/**"],
      dependencies: [
        .project(target: "Ledger", path: "../LedgerKit")
      ])
  ]
)
