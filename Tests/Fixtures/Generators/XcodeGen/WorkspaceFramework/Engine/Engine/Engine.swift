public enum Engine {
  public static func run() {}
}
