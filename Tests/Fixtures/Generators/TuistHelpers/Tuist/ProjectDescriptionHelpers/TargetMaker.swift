import ProjectDescription

/// Builds a target from a value of its own type, with a name turned around twice: the static evaluator does not
/// follow a string's `reversed()`.
public struct TargetMaker {
  public var name: String

  public init(name: String) { self.name = name }

  public func make() -> Target {
    .target(
      name: String(name.reversed().reversed()), destinations: .iOS, product: .framework,
      bundleId: "org.example.\(name)", sources: ["Sources/**"])
  }
}
