import PlumbModel

/// What the source scanner learnt about the modules, for rules that look past the manifests (an import of a
/// module that is not declared, a declared dependency nothing imports). nil in `RuleContext` when sources were
/// not scanned; rules that need it declare `needsSourceFacts`.
public struct SourceFacts: Sendable {
  /// One `import X` in a module's sources.
  public struct Import: Hashable, Sendable {
    /// The imported module's name as written.
    public var module: String
    public var location: Location

    public init(module: String, location: Location) {
      self.module = module
      self.location = location
    }
  }

  /// Facts about one module's sources.
  public struct ModuleFacts: Sendable {
    public var imports: [Import]
    public var lines: Int
    public var files: Int
    /// Types declared (classes, structs, enums, protocols, actors).
    public var types: Int
    /// Protocols, and classes that are only subclassed: the numerator of abstractness.
    public var abstractTypes: Int

    public init(imports: [Import] = [], lines: Int = 0, files: Int = 0, types: Int = 0, abstractTypes: Int = 0) {
      self.imports = imports
      self.lines = lines
      self.files = files
      self.types = types
      self.abstractTypes = abstractTypes
    }
  }

  public var modules: [ModuleID: ModuleFacts]
  /// The dependencies the code really has, whatever the manifests declare: imports (and type uses) resolved to
  /// modules of the graph, one `.importOnly` edge per pair at its first use. Rules compare them with the
  /// declared edges.
  public var actualDependencies: [Dependency]

  public init(modules: [ModuleID: ModuleFacts] = [:], actualDependencies: [Dependency] = []) {
    self.modules = modules
    self.actualDependencies = actualDependencies.sorted()
  }
}
