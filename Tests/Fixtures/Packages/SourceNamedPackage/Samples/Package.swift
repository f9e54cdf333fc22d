// swift-tools-version:5.9
// Empty on purpose: keeps the sample receipts below out of packages that depend on this one.

import PackageDescription

let package = Package()
