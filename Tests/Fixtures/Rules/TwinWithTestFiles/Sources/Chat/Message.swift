public struct Message: Equatable {
  public var text: String

  public init(text: String) { self.text = text }

  public var isBlank: Bool { text.allSatisfy { $0 == " " } }
}
