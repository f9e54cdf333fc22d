public enum PlumbVersion {
  public static let current = "0.1.0"

  /// The swift-syntax release plumb is built with: Package.swift pins it exactly, and a test fails when the two part.
  public static let swiftSyntax = "603.0.1"

  /// What `plumb --version` prints.
  public static let versionLine = "plumb \(current) (swift-syntax \(swiftSyntax))"
}
