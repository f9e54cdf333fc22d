public struct Session {
  public init() {}

  public func isValid(token: String) -> Bool {
    !token.isEmpty && token.count <= 64
  }
}
