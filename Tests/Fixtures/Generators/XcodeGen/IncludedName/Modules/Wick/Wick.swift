public struct Wick {
  public let length: Int
  public init(length: Int) { self.length = length }
}
