import ProjectDescription

let project = Project(
  name: "Safe",
  targets: [
    .target(
      name: "Vault", destinations: .iOS, product: .framework, bundleId: "org.example.vault",
      sources: ["Sources/**"])
  ]
)
