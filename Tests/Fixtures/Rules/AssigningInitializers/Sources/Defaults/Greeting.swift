/// The greeting a shop shows: its initialiser builds the text from its parameters.
public struct Greeting {
  public let text: String

  public init(name: String) {
    self.text = "Welcome to \(name)"
  }
}
