public final class Server {
  public private(set) var sent: [String] = []

  public init() {}

  public func receive(_ text: String) {
    if !text.isEmpty { sent.append(text) }
  }
}
