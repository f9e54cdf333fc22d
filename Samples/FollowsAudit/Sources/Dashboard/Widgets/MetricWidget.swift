import Core
import SwiftUI

/// The plain widget: a metric's value and its trend.
struct MetricWidget: View {
  let metric: CountMetric
  let didTap: () -> Void

  var body: some View {
    Button(action: didTap) {
      WidgetCard(kind: metric.kind) {
        Text(metric.value, format: .number)
          .font(.title.weight(.semibold))
        TrendBadge(metric: metric)
      }
    }
    .buttonStyle(.plain)
  }
}
