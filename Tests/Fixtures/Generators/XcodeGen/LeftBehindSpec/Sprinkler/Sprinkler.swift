public struct Sprinkler {
  public let litres: Int
  public init(litres: Int) { self.litres = litres }
}
