/// A unit of code that the build system compiles on its own: an SPM target, an Xcode target, a product of a
/// remote package, or a folder of sources that belongs to no target.
public struct Module: Identifiable, Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    // SwiftPM target kinds, named as `swift package dump-package` names them.
    case regular, executable, test, macro, plugin, binary, system
    // Xcode native target product types.
    case app, framework, staticLibrary, unitTest, uiTest, appExtension, watchApp, widget, bundle, tool
    /// Swift files that belong to no target, grouped by top-level folder.
    case inferred
    /// A product of a package outside the workspace (kept as a node, never scanned).
    case external
  }

  public var id: ModuleID
  public var kind: Kind
  /// The module's source folder, relative to the analysed root (nil for external products).
  public var path: String?
  /// Swift source files, relative to the analysed root, sorted.
  public var sources: [String]
  /// Where the module is declared (its `.target(name:)` line in Package.swift, its pbxproj entry).
  public var declaredAt: Location?

  public init(id: ModuleID, kind: Kind, path: String? = nil, sources: [String] = [], declaredAt: Location? = nil) {
    self.id = id
    self.kind = kind
    self.path = path
    self.sources = sources
    self.declaredAt = declaredAt
  }

  public var name: String { id.name }

  /// Test targets of either build system.
  public var isTest: Bool { kind == .test || kind == .unitTest || kind == .uiTest }
  public var isExternal: Bool { kind == .external }
}

/// A Swift package or an Xcode project found in the workspace.
public struct Container: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable {
    case swiftPackage, xcodeProject, external, inferred
  }

  public var name: String
  public var kind: Kind
  /// The manifest or project path, relative to the analysed root; for external packages, their URL or identity.
  public var path: String

  public init(name: String, kind: Kind, path: String) {
    self.name = name
    self.kind = kind
    self.path = path
  }
}
