import ProjectDescription

// The package's `Ledger` target built again as a framework, over the same files.
let project = Project(
  name: "LedgerKit",
  targets: [
    .target(
      name: "Ledger", destinations: .iOS, product: .framework, bundleId: "org.example.ledger",
      sources: [
        .glob("../../Sources/Ledger/**/*.swift", excluding: ["../../Tests/**"])
      ])
  ]
)
