import ProjectDescription

// Hand-written fixture: each module is built twice from one call, as itself and as a `-QA` copy over the same
// sources and the same dependency list. Nothing links the copies.
extension Project {
  public static func module(
    name: String, product: Product = .framework, dependencies: [TargetDependency] = []
  ) -> Project {
    Project(
      name: name,
      targets: [
        .target(
          name: name, destinations: .iOS, product: product, bundleId: "org.example.\(name.lowercased())",
          sources: ["Sources/**"], dependencies: dependencies),
        .target(
          name: "\(name)-QA", destinations: .iOS, product: product, bundleId: "org.example.\(name.lowercased()).qa",
          sources: ["Sources/**"], dependencies: dependencies),
      ])
  }
}
