import FAFoundation
import SwiftUI

/// "▲ 12" in green or "▼ 3" in red, depending on whether the change is good news for that metric.
public struct TrendBadge: View {
  private let trend: Trend
  private let isImprovement: Bool?

  public init(metric: some PrimitiveMetric) {
    self.trend = metric.trend
    self.isImprovement = metric.isImprovement
  }

  public var body: some View {
    switch trend {
    case .up(let delta):
      label("arrowtriangle.up.fill", "\(delta)")
    case .down(let delta):
      label("arrowtriangle.down.fill", "\(delta)")
    case .flat:
      label("equal", "No change")
    case .unknown:
      EmptyView()
    }
  }

  private func label(_ systemImage: String, _ text: String) -> some View {
    Label(text, systemImage: systemImage)
      .font(.caption.monospacedDigit())
      .foregroundStyle(color)
  }

  private var color: Color {
    switch isImprovement {
    case .some(true): return .green
    case .some(false): return .red
    case .none: return .secondary
    }
  }
}
