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

  /// Whether a load today, over `tree` (walked now), would read what this one read: these inputs, with the stamps
  /// seen now for the files read again, when it would (nil when not). A file whose stamp vouches for its answer
  /// (the same, settled before `verifiedSince`, when the run that last checked it started: `FileStamp`) is not
  /// read.
  public func hold(settings: String, tree: FileTree, verifiedSince: Int64) -> LoadInputs? {
    guard settings == self.settings, tree.fingerprint == self.tree else { return nil }
    var refreshed = self
    for (index, input) in inputs.enumerated() {
      if let stamp = input.stamp, let path = input.stampedPath,
        FileStamp.of(path: path)?.vouches(for: stamp, verifiedSince: verifiedSince) == true
      {
        continue
      }
      if let (answer, stamp) = RecordedDisk.stampedAnswer(input.probe) {
        guard answer == input.answer else { return nil }
        refreshed.inputs[index].stamp = stamp
      } else if FileTree.answer(input.probe) != input.answer {
        return nil
      }
    }
    return refreshed
  }

  /// True when `refreshed` (what `hold` returned) has a stamp for a file that this lacks or has another for, and
  /// that a run starting at `start` will trust: worth writing down, so that the next run does not read it again.
  public func isRefreshed(by refreshed: LoadInputs, start: Int64) -> Bool {
    zip(inputs, refreshed.inputs).contains { old, new in
      new.stamp.map { $0 != old.stamp && $0.isSettled(before: start) } ?? false
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
