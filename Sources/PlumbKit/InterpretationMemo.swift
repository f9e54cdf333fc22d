import Foundation
import PlumbModel

/// The interpretations of one scan already worked out, by checked graph: `check`, `score`, the dependency analyses
/// and the report's drawings of one run share one type graph and one code index. A class, so that the copies of a
/// `ScannedWorkspace` share it; locked, as the stages may run on several threads.
final class InterpretationMemo: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [(interpretation: Interpretation, allModules: CodeIndex?)] = []

  /// The interpretation of `graph`, made by `make` the first time.
  func value(for graph: ModuleGraph, make: () -> Interpretation) -> Interpretation {
    if let known = lock.withLock({ entries.first { $0.interpretation.graph == graph }?.interpretation }) {
      return known
    }
    let made = make()
    lock.withLock { entries.append((made, nil)) }
    return made
  }

  /// The index of every module's types of `interpretation`, made the first time it is asked for.
  func indexOfAllModules(_ interpretation: Interpretation) -> CodeIndex {
    let graph = interpretation.graph
    if let known = lock.withLock({ entries.first { $0.interpretation.graph == graph }?.allModules }) { return known }
    let made = interpretation.indexOfAllModules()
    lock.withLock {
      if let index = entries.firstIndex(where: { $0.interpretation.graph == graph }) {
        entries[index].allModules = made
      }
    }
    return made
  }
}
