import ProjectDescription

let project = Project(
  name: "Reader",
  targets: [
    .target(
      name: "Reader", destinations: .iOS, product: .app, bundleId: "org.example.reader",
      sources: ["Reader/Sources/**"],
      dependencies: [
        .external(name: "Stream"), .external(name: "StreamUI"), .external(name: "LedgerCharts"),
      ]),
  ]
)
