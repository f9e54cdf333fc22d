public struct Soil {
  public let moisture: Double
  public init(moisture: Double) { self.moisture = moisture }
}
