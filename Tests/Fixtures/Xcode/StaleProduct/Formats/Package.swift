// swift-tools-version:5.9
// Hand-written fixture: the local package that now provides the product Formats.
import PackageDescription

let package = Package(
  name: "Formats",
  products: [.library(name: "Formats", targets: ["Formats"])],
  targets: [.target(name: "Formats")]
)
