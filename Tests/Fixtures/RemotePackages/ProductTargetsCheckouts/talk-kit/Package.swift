// swift-tools-version:5.9
// Products named otherwise than the one target each lists: `TalkKit` builds the module `TalkSession`, `TalkKitSigning`
// the module `Signing`; `TalkSuite` brings both through its target's dependencies.
import PackageDescription

let package = Package(
  name: "talk-kit",
  products: [
    .library(name: "TalkKit", targets: ["TalkSession"]),
    .library(name: "TalkKitSigning", targets: ["Signing"]),
    .library(name: "TalkSuite", targets: ["TalkSuite"]),
  ],
  targets: [
    .target(name: "TalkSession"),
    .target(name: "Signing"),
    .target(name: "TalkSuite", dependencies: ["TalkSession", "Signing"]),
  ]
)
