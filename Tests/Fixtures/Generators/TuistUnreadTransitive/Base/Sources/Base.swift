public enum Base {
  public static let version = 3
}
