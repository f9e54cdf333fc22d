// swift-tools-version:5.9
// Read by toolchains older than Swift 6, which do not match Package@swift-6.swift.
import PackageDescription

let package = Package(name: "VersionSpecific", targets: [.target(name: "BeforeSix")])
