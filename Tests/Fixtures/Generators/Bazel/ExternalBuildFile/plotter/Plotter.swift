import Charts

/// Draws a series of values as a line chart.
public struct Plotter {
  public let chart = LineChart()

  public init() {}

  public func plot(_ values: [Double]) {
    chart.draw(values)
  }
}
