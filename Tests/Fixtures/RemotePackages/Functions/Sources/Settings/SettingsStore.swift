import Routes

/// Saves the settings, and reports what it cannot save through Toolkit's `reportIssue(_:)`.
public struct SettingsStore {
  public var values: [String: String] = [:]

  public init() {}

  public mutating func save(_ value: String, for key: String) {
    guard !key.isEmpty else {
      reportIssue("a setting needs a key")
      return
    }
    values[key] = value
  }
}
