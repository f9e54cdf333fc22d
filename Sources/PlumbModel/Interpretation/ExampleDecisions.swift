import Foundation

/// What `ModuleGraph.isExample` decided of each module of one graph: a cache kept beside the graph's value, not
/// part of it (equal to any other, hashed as nothing), so that two graphs with the same modules and edges stay
/// equal. The graph makes a new one at each change.
final class ExampleDecisions: Hashable, @unchecked Sendable {
  // Sendable: `decided` is behind the lock.
  private let lock = NSLock()
  private var decided: [ModuleID: Bool] = [:]

  /// The decision for `id`, made by `decide` the first time (outside the lock: deciding may ask of other modules).
  func decision(of id: ModuleID, decide: () -> Bool) -> Bool {
    if let known = lock.withLock({ decided[id] }) { return known }
    let decision = decide()
    lock.withLock { decided[id] = decision }
    return decision
  }

  static func == (_: ExampleDecisions, _: ExampleDecisions) -> Bool { true }
  func hash(into _: inout Hasher) {}
}
