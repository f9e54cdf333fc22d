/// A minimum deployment target from `platforms:` (`.iOS(.v17)` reads as `ios` `17.0`).
public struct PlatformRequirement: Hashable, Codable, Sendable {
  /// Lower-cased, as SwiftPM names platforms: `macos`, `ios`, `maccatalyst`, `tvos`, `watchos`, `visionos`.
  public var name: String
  public var version: String

  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }
}
