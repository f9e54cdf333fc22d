// swift-tools-version:5.9
// Hand-written fixture: a manifest that declares no targets.
import PackageDescription

let package = Package(name: "Empty")
