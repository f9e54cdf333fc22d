import Core
import SwiftUI

/// The headline number: how many followers the latest report lists, and the change since the previous one.
struct FollowerCountWidget: View {
  let metric: CountMetric
  let didTap: () -> Void

  var body: some View {
    Button(action: didTap) {
      WidgetCard(kind: .followers) {
        Text(metric.value, format: .number)
          .font(.system(.largeTitle, design: .rounded).weight(.bold))
          .contentTransition(.numericText())
        TrendBadge(metric: metric)
      }
    }
    .buttonStyle(.plain)
  }
}
