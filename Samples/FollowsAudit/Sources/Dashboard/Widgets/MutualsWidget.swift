import Core
import SwiftUI

/// Mutual follows as a number and a gauge of their share of the followers.
struct MutualsWidget: View {
  let model: MutualsWidgetModel
  let didTap: () -> Void

  var body: some View {
    Button(action: didTap) {
      WidgetCard(kind: .mutuals) {
        HStack(alignment: .firstTextBaseline) {
          Text(model.mutuals.value, format: .number)
            .font(.title.weight(.semibold))
          TrendBadge(metric: model.mutuals)
        }
        Gauge(value: model.reciprocity) {
          Text(model.reciprocityDescription)
        }
        .gaugeStyle(.accessoryLinear)
        .tint(.purple)
        Text(model.reciprocityDescription)
          .font(.caption)
          .foregroundStyle(.secondary)
      }
    }
    .buttonStyle(.plain)
  }
}
