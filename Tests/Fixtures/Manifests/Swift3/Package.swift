// swift-tools-version:3.1

import PackageDescription

let package = Package(
    name: "Ledger",
    targets: [
        Target(name: "Ledger"),
        Target(
            name: "LedgerTool",
            dependencies: ["Ledger"]
        )
    ],
    dependencies: [
        .Package(url: "https://example.com/colours/Tint.git", majorVersion: 2),
        .Package(url: "https://example.com/parsing/Args.git", majorVersion: 1, minor: 4)
    ]
)
