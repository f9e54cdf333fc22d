import ProjectDescription

// The app's sources written as `SourceFilesList(arrayLiteral:)` with two globs, as a helper that joins the app's
// folder with its XPC service's would write them.
let project = Project(
  name: "Lasso",
  targets: [
    .target(
      name: "Lasso",
      destinations: .macOS,
      product: .app,
      bundleId: "app.lasso",
      sources: SourceFilesList(arrayLiteral: "App/Sources/**", "XPC/Sources/**")
    ),
    .target(
      name: "Empty",
      destinations: .macOS,
      product: .framework,
      bundleId: "app.lasso.empty",
      sources: SourceFilesList(globs: [])
    ),
  ]
)
