public enum Shell {
  public static let title = "Shell"
}
