import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Core",
  packages: [.remote(url: "https://github.com/kean/Nuke", requirement: .upToNextMajor(from: "12.0.0"))],
  targets: [
    .module("Networking", dependencies: [.external(name: "Alamofire")], excluding: ["Sources/Networking/Generated/**"]),
    .module("Storage", dependencies: [.target(name: "Networking"), .external(name: "Analytics")]),
    .tests(of: "Storage"),
  ]
)
