import ProjectDescription

extension Project {
  /// A project of one framework; `includesTests` adds its `<name>Tests` target over `Tests/**`, and `isStatic` builds
  /// it as a static framework.
  public static func module(
    name: String,
    includesTests: Bool = false,
    isStatic: Bool = false,
    dependencies: [TargetDependency] = []
  ) -> Project {
    var targets: [Target] = [
      .target(
        name: name, destinations: .iOS, product: isStatic ? .staticFramework : .framework,
        bundleId: "org.example.\(name)", sources: ["Sources/**"], dependencies: dependencies)
    ]
    if includesTests {
      targets.append(
        .target(
          name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "org.example.\(name)Tests",
          sources: ["Tests/**"], dependencies: [.target(name: name)]))
    }
    return Project(name: name, targets: targets)
  }
}
