/// The model the app shows.
public struct Greeting {
  public let text: String
  public init(text: String) { self.text = text }
}
