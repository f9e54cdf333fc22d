// swift-tools-version:5.9
// Hand-written fixture: the remote package is checked out in ../ProductTargetsCheckouts (passed as the packages path).
// - `Messenger` declares the products `TalkKit`, `TalkKitSigning` and `TalkSuite` and imports the modules they build,
//   `TalkSession`, `Signing` and `TalkSuite`: it uses all three, though `TalkSuite` alone would bring the other two.
// - `Inbox` declares `TalkKit` and imports nothing of it: unused.
import PackageDescription

let package = Package(
  name: "ProductTargets",
  dependencies: [.package(url: "https://github.com/example/talk-kit.git", from: "1.0.0")],
  targets: [
    .target(
      name: "Messenger",
      dependencies: [
        .product(name: "TalkKit", package: "talk-kit"),
        .product(name: "TalkKitSigning", package: "talk-kit"),
        .product(name: "TalkSuite", package: "talk-kit"),
      ]),
    .target(name: "Inbox", dependencies: [.product(name: "TalkKit", package: "talk-kit")]),
  ]
)
