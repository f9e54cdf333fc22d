public enum PlumbVersion {
  public static let current = "0.1.0"
}
