import ProjectDescription

// `Receipts` and `ReceiptsUI` are products of storefront-kit: only its manifest says so.
let project = Project(
  name: "Register",
  targets: [
    .target(
      name: "Register", destinations: .iOS, product: .app, bundleId: "org.example.register",
      sources: ["Register/Sources/**"],
      dependencies: [
        .external(name: "ReceiptsUI")
      ])
  ]
)
