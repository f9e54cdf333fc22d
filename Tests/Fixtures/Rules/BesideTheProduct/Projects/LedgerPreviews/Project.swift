import ProjectDescription

// Mocks and sample data that the previews of the apps show.
let project = Project(
  name: "LedgerPreviews",
  targets: [
    .target(
      name: "PreviewSupportLedger", destinations: .iOS, product: .framework, bundleId: "org.example.ledger.previews",
      sources: ["../../PreviewSupport/**"],
      dependencies: [
        .project(target: "Ledger", path: "../LedgerKit")
      ])
  ]
)
