import ProjectDescription
import ProjectDescriptionHelpers

// Two apps whose own dependency entries are all read. Kiosk depends on Shell, whose one entry is a helper plumb
// cannot evaluate: Kiosk's import of Vault may come through it. Counter depends on Base, which declares nothing
// unread: its import of Vault is undeclared.
let project = Project(
  name: "Front",
  targets: [
    .target(
      name: "Shell", destinations: .iOS, product: .framework, bundleId: "org.example.shell",
      sources: ["Shell/Sources/**"],
      dependencies: [
        .vault,
      ]),
    .target(
      name: "Base", destinations: .iOS, product: .framework, bundleId: "org.example.base",
      sources: ["Base/Sources/**"]),
    .target(
      name: "Kiosk", destinations: .iOS, product: .app, bundleId: "org.example.kiosk",
      sources: ["Kiosk/Sources/**"],
      dependencies: [
        .target(name: "Shell"),
      ]),
    .target(
      name: "Counter", destinations: .iOS, product: .app, bundleId: "org.example.counter",
      sources: ["Counter/Sources/**"],
      dependencies: [
        .target(name: "Base"),
      ]),
  ]
)
