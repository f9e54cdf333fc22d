// swift-tools-version:5.9
// Hand-written fixture: a library that SwiftPM and an Xcode project (Reader.xcodeproj) both build from the same
// files, with a target that only gathers the others, an empty version marker and a demo executable.
import PackageDescription

let package = Package(
  name: "Reader",
  products: [.library(name: "Reader", targets: ["Reader"])],
  targets: [
    .target(name: "CReader"),
    .target(name: "ReaderMarker509", path: "Sources/Markers/ReaderMarker509"),
    .target(name: "Reader", dependencies: ["CReader", "ReaderMarker509"], exclude: ["Config.swift.template"]),
    .target(name: "Reader-all", dependencies: ["CReader", "Reader", "ReaderMarker509"]),
    .executableTarget(name: "ReaderDemo", dependencies: ["Reader"], path: "Examples/ReaderDemo"),
    .testTarget(name: "ReaderTests", dependencies: ["Reader"]),
  ]
)
