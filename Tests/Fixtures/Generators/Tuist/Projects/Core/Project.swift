import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Core",
  targets: [
    .module("Networking", dependencies: [.external(name: "Alamofire")], excluding: ["Sources/Networking/Generated/**"]),
    .module("Storage", dependencies: [.target(name: "Networking"), .external(name: "Analytics")]),
    .tests(of: "Storage"),
  ]
)
