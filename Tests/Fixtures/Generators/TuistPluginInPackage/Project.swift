import NamingPlugin
import ProjectDescription

let project = Project(
  name: naming.appName,
  targets: [
    .target(
      name: naming.appName, destinations: .iOS, product: .app, bundleId: naming.bundlePrefix + ".app",
      sources: ["Sources/**"],
      dependencies: [.external(name: "Beam")])
  ]
)
