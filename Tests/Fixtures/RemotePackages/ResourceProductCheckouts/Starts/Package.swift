// swift-tools-version:5.9
// Hand-written fixture: a remote package's checkout whose one target holds resource files only.
import PackageDescription

let package = Package(
  name: "Starts",
  products: [
    .library(name: "StartPoints", targets: ["StartPoints"])
  ],
  targets: [
    .target(name: "StartPoints", resources: [.copy("Assets")])
  ]
)
