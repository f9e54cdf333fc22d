import ProjectDescription

/// Builds a target from a value of its own type: the static evaluator does not make instances of helper structs.
public struct TargetMaker {
  public var name: String

  public init(name: String) { self.name = name }

  public func make() -> Target {
    .target(
      name: name, destinations: .iOS, product: .framework, bundleId: "org.example.\(name)", sources: ["Sources/**"])
  }
}
