import ChartKit

public func drawChart() {
  ChartCanvas.shared.draw()
}
