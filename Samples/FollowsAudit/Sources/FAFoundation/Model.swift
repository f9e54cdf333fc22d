import Foundation

/// A value the screens work with, built from the entity that stores it. Models are immutable: a change is a
/// new entity written by a store, read back as a new model.
public protocol Model: Identifiable, Hashable, Sendable {
  associatedtype Record: Entity

  init(record: Record)

  /// How lists, titles and accessibility labels name the model.
  var displayName: String { get }
}
