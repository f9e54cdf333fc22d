public enum PlumbVersion {
  /// Also part of the facts cache's identity: bump it whenever the scanner reads the same source differently (a
  /// name added to `APICatalog`, a role rule changed), or caches keep the facts of the old scanner.
  public static let current = "0.1.5"

  /// The swift-syntax release plumb is built with: Package.swift pins it exactly, and a test fails when the two part.
  public static let swiftSyntax = "603.0.1"

  /// What `plumb --version` prints.
  public static let versionLine = "plumb \(current) (swift-syntax \(swiftSyntax))"
}
