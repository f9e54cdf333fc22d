// swift-tools-version: 5.9
import PackageDescription

// Depends on the remote `Markup` package's `MarkupParser` product. `Legacy/` keeps an older copy of the app with a
// local package also called `Markup`, which has no such product: it is not the package declared here.
let package = Package(
  name: "Notes",
  dependencies: [
    .package(url: "https://github.com/example/Markup", from: "2.0.0")
  ],
  targets: [
    .target(name: "Notes", dependencies: [.product(name: "MarkupParser", package: "Markup")])
  ]
)
