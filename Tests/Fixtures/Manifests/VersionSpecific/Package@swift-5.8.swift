// swift-tools-version:5.8
// Only for Swift 5.8 toolchains.
import PackageDescription

let package = Package(name: "VersionSpecific", targets: [.target(name: "FiveEight")])
