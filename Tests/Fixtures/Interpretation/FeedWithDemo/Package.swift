// swift-tools-version:5.9
// A library, a demo app beside it that shows how to use it, and a twin target over the library's files: one
// codebase, judged once (the library), whatever stage judges it.
import PackageDescription

let package = Package(
  name: "FeedWithDemo",
  targets: [
    .target(name: "Feed", path: "Sources/Feed"),
    .target(name: "FeedLite", path: "Sources/Feed", sources: ["FeedViewModel.swift"]),
    .executableTarget(name: "FeedDemo", dependencies: ["Feed"], path: "Examples/FeedDemo"),
  ]
)
