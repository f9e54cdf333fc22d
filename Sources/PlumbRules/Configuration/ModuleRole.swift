import PlumbModel

/// What a module is for, as configuration matchers name it (`role: test`). Derived from the module's kind.
public enum ModuleRole: String, Hashable, CaseIterable, Sendable {
  /// Something that runs: an executable target, an app, an app extension, a widget.
  case app
  /// Code other modules link: a library target, a framework, a folder of sources outside any target.
  case library
  case test
  /// A product of a package outside the workspace.
  case external
  /// Build tooling: macros, plugins, command-line tools.
  case tool
  /// Binary and system library targets, resource bundles, aggregate targets.
  case other

  public init(_ kind: Module.Kind) {
    switch kind {
    case .executable, .app, .appExtension, .watchApp, .widget: self = .app
    case .regular, .framework, .staticLibrary, .inferred: self = .library
    case .test, .unitTest, .uiTest: self = .test
    case .external: self = .external
    case .macro, .plugin, .tool: self = .tool
    case .binary, .system, .bundle, .aggregate: self = .other
    }
  }
}
