// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Core",
  products: [.library(name: "CoreModels", targets: ["CoreModels"])],
  targets: [.target(name: "CoreModels")]
)
