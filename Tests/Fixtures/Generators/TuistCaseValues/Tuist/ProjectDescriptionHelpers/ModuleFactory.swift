import ProjectDescription

extension SourceFilesList {
  /// Declared with backticks, used as `.default`.
  public static let `default`: SourceFilesList = "Sources/**"
}

/// What a module is made of, gathered by an initialiser whose parameters have defaults: a module made with
/// `.init(kind:)` takes the default sources.
public struct ModuleFactory {
  var kind: ModuleKind
  var sources: SourceFilesList?

  public init(kind: ModuleKind = .framework(.static), sources: SourceFilesList? = .default) {
    self.kind = kind
    self.sources = sources
  }
}

extension Target {
  public static func made(_ name: String, factory: ModuleFactory) -> Target {
    .target(
      name: name, destinations: .iOS, product: factory.kind.isFramework ? .framework : .app,
      bundleId: "org.example.\(name)", sources: factory.sources)
  }
}
