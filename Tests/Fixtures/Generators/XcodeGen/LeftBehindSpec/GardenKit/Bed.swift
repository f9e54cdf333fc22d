public struct Bed {
  public let plants: [Plant]
  public init(plants: [Plant]) { self.plants = plants }
}
