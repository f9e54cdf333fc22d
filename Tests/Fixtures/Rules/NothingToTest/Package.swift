// swift-tools-version:5.9
// A package whose modules have nothing a test could run (a namespace, stored-property types, placeholder
// executables) beside two that do (a pricing library, a toolkit of one closure), none of them tested.
import PackageDescription

let package = Package(
  name: "NothingToTest",
  products: [
    .library(name: "Pricing", targets: ["Pricing"]),
    .executable(name: "hello", targets: ["hello"]),
    .executable(name: "launcher", targets: ["launcher"]),
  ],
  targets: [
    .target(name: "Namespace"),
    .target(name: "Models", dependencies: ["Namespace"]),
    .target(name: "Pricing", dependencies: ["Models"]),
    .target(name: "Toolkit"),
    .executableTarget(name: "hello"),
    .executableTarget(name: "launcher", dependencies: ["Pricing", "Toolkit"]),
  ]
)
