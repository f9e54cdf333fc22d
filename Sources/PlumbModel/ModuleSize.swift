/// How big a module is: lines and files always, types when the sources were scanned.
public struct ModuleSize: Hashable, Sendable {
  public var lines: Int
  public var files: Int
  /// Types declared; nil when the sources were not scanned (abstractness is then 0).
  public var types: Int?
  /// Protocols and classes that are only subclassed; nil when unknown.
  public var abstractTypes: Int?

  public init(lines: Int, files: Int, types: Int? = nil, abstractTypes: Int? = nil) {
    self.lines = lines
    self.files = files
    self.types = types
    self.abstractTypes = abstractTypes
  }
}
