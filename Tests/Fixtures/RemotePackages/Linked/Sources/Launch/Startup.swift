import SignalCore

public enum Startup {
  public static func run(verbose: Bool) {
    Signal.configure(name: verbose ? "verbose" : "quiet")
  }
}
