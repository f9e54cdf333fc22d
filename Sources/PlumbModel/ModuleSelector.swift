/// One way a person points at modules, the same everywhere: on the command line (`--module`, `--focus`), in
/// `.plumb.yml` (`include`, `layers`, policies) and in diagram filters (`--exclude`).
public enum ModuleSelector: Hashable, Sendable {
  /// Exactly a module's name (`MacsList`) or its `container/name` id (`ClassicMacKit/MacsList`).
  case name(String)
  /// A glob over the module's name or its id (`Feature*`, `*Tests`).
  case glob(Glob)
  /// A glob over the module's source folder, relative to the analysed root (`Sources/Features/**`).
  case folder(Glob)

  public func matches(_ module: Module) -> Bool {
    switch self {
    case .name(let text):
      return module.name == text || module.id.description == text
    case .glob(let glob):
      return glob.matches(module.name) || glob.matches(module.id.description)
    case .folder(let glob):
      guard let path = module.path else { return false }
      return glob.matches(path) || glob.matches(path + "/")
    }
  }
}
