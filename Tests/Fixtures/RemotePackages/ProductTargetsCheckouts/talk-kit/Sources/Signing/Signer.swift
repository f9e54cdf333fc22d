public struct Signer {
  public init() {}

  public func sign(_ message: String) -> String {
    String(message.reversed())
  }
}
