public enum Route: String {
  case login, messages

  public var path: String { "/" + rawValue }
}
