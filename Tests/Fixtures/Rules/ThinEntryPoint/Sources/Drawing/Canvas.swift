/// A canvas no test target covers.
public struct Canvas {
  public var strokes: [[Double]] = []

  public init() {}

  public mutating func add(_ stroke: [Double]) {
    if !stroke.isEmpty { strokes.append(stroke) }
  }
}
