// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "DesignTokens",
  products: [.library(name: "Tokens", targets: ["Tokens"])],
  targets: [.target(name: "Tokens"), .testTarget(name: "TokensTests", dependencies: ["Tokens"])]
)
