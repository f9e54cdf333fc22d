import ProjectDescription

/// Every app of the fixture: the app target and its unit tests, hosted by the app.
extension Project {
  public static func app(name: String, dependencies: [TargetDependency]) -> Project {
    Project(
      name: name,
      targets: [
        .target(
          name: name,
          destinations: .app,
          product: .app,
          bundleId: "org.example.\(name.lowercased())",
          sources: ["Sources/**"],
          dependencies: dependencies
        ),
        Target(
          name: "\(name)Tests",
          platform: .iOS,
          product: .unitTests,
          bundleId: "org.example.\(name.lowercased()).tests",
          sources: "Tests/**",
          dependencies: [.target(name: name)]
        ),
      ]
    )
  }
}
