// swift-tools-version:5.9
// Hand-written fixture: a remote package's checkout. `Routes` re-exports `Reports`; `RoutesMacros` is a macro whose
// helper function no client links.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Toolkit",
  products: [
    .library(name: "Reports", targets: ["Reports"]),
    .library(name: "Routes", targets: ["Routes"]),
  ],
  targets: [
    .target(name: "Reports"),
    .target(name: "Routes", dependencies: ["Reports", "RoutesMacros"]),
    .macro(name: "RoutesMacros"),
  ]
)
