public enum PlumbVersion {
  /// Also part of the facts cache's identity: bump it whenever the scanner reads the same source differently (a
  /// name added to `APICatalog`, a role rule changed), or caches keep the facts of the old scanner.
  public static let current = "0.1.2"
}
