import ProjectDescription

let project = Project(
  name: "Books",
  targets: [
    .target(
      name: "Ledger", destinations: .iOS, product: .framework, bundleId: "org.example.ledger",
      sources: ["Sources/**"])
  ]
)
