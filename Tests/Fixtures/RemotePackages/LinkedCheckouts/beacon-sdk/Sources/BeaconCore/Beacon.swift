public enum Beacon {
  public private(set) static var started = false

  public static func start() {
    started = true
  }
}
