import Foundation
import PlumbModel

/// What loading a workspace produced: the declared module graph and every problem met on the way.
public struct LoadedWorkspace: Sendable {
  public var root: URL
  public var graph: ModuleGraph
  public var diagnostics: [Diagnostic]

  public init(root: URL, graph: ModuleGraph, diagnostics: [Diagnostic]) {
    self.root = root
    self.graph = graph
    self.diagnostics = diagnostics
  }
}

/// Finds every Swift package (and, later, Xcode project) below a folder and builds the declared module graph.
public struct WorkspaceLoader: Sendable {
  /// When true, manifests are evaluated by `swift package dump-package`, which *executes* them.
  public var evaluateManifests: Bool

  public init(evaluateManifests: Bool = false) {
    self.evaluateManifests = evaluateManifests
  }

  public func load(root: URL) throws -> LoadedWorkspace {
    // Placeholder until the manifest reader lands.
    LoadedWorkspace(root: root, graph: ModuleGraph(), diagnostics: [])
  }
}
