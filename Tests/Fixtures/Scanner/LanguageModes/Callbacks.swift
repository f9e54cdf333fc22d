import Storage

/// Saves items and reports back on the main actor: a global actor on a function type, no space before its
/// parameters.
struct ItemSaver {
  func save(_ items: [Item], then report: @escaping @MainActor([Item]) -> Void) {
    Task { @MainActor in report(items) }
  }
}
