// swift-tools-version:5.9
// The generators that write the tables of `Glyphs`: no products, nothing ships from here.
import PackageDescription

let package = Package(
  name: "make-tables",
  targets: [
    .target(name: "TableKit"),
    .executableTarget(name: "MakeWidthTable", dependencies: ["TableKit"]),
  ]
)
