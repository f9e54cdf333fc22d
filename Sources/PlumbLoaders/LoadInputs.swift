import Foundation
import PlumbModel

/// Everything a load of a workspace depended on: the options that shaped it, the walk of the tree (its
/// fingerprint: every folder entered, every entry's name and kind) and every other question it asked the disk (the
/// bytes of manifests, projects, specs and configuration files, folders outside the walk, checkouts). Asking the
/// same questions again and getting the same answers means the load would build the same graph.
public struct LoadInputs: Hashable, Codable, Sendable {
  /// The root and the options (packages path, DerivedData) the load ran with.
  public var settings: String
  public var tree: ContentHash
  public var inputs: [RecordedInput]

  /// Whether a load today, over `tree` (walked now), would read what this one read.
  public func hold(settings: String, tree: FileTree) -> Bool {
    guard settings == self.settings, tree.fingerprint == self.tree else { return false }
    return inputs.allSatisfy { input in
      (RecordedDisk.answer(input.probe) ?? FileTree.answer(input.probe)) == input.answer
    }
  }
}

extension WorkspaceLoader {
  /// What a load's result depends on besides the disk: the root and where remote checkouts are looked for.
  public func settings(root: URL) -> String {
    [root.standardizedFileURL.path, packagesPath?.standardizedFileURL.path ?? "-", derivedData?.path ?? "-"]
      .joined(separator: "\u{0}")
  }

  /// `load(root:tree:)`, noting every question it asks the disk. Nil inputs when manifests are evaluated (running
  /// `swift package dump-package` reads what it wants): such a load is never reused.
  public func loadRecording(root: URL, tree: FileTree) throws -> (LoadedWorkspace, LoadInputs?) {
    let recorder = InputRecorder()
    let workspace = try InputRecorder.$current.withValue(recorder) { try load(root: root, tree: tree) }
    guard !evaluateManifests else { return (workspace, nil) }
    return (workspace, LoadInputs(settings: settings(root: root), tree: tree.fingerprint, inputs: recorder.inputs))
  }
}
