import ChartKit

public struct Dashboard {
  public var canvas: ChartCanvas
  public func show() { canvas.draw() }
}
