import Foundation
import PlumbLoaders
import PlumbModel

/// Options shared by every command that analyses a workspace.
public struct AnalysisOptions: Sendable {
  public var evaluateManifests: Bool

  public init(evaluateManifests: Bool = false) {
    self.evaluateManifests = evaluateManifests
  }
}

/// A failure that stops the analysis before it starts (exit code 2).
public struct PlumbError: Error, CustomStringConvertible, Sendable {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// The pipeline: load → scan → graph → rules → score → report. Each stage hands its result forward.
public struct Analysis: Sendable {
  public var root: URL
  public var options: AnalysisOptions

  public init(root: URL, options: AnalysisOptions = .init()) {
    self.root = root.standardizedFileURL
    self.options = options
  }

  /// Loads the workspace and builds the declared module graph.
  public func loadWorkspace() throws -> LoadedWorkspace {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw PlumbError("'\(root.path)' is not a readable directory")
    }
    return try WorkspaceLoader(evaluateManifests: options.evaluateManifests).load(root: root)
  }
}
