import Core
import SwiftUI

/// Gained and lost followers side by side; each half opens its own list.
struct GainedLostWidget: View {
  let model: GainedLostWidgetModel
  let didSelectMetric: (MetricKind) -> Void

  var body: some View {
    WidgetCard(kind: .newFollowers) {
      if model.isFirstReport {
        Text("Import another export to see who followed and unfollowed.")
          .font(.footnote)
          .foregroundStyle(.secondary)
      } else {
        HStack {
          half(model.gained, sign: "+", color: .green)
          Divider()
          half(model.lost, sign: "−", color: .red)
        }
        Text(model.netDescription)
          .font(.caption)
          .foregroundStyle(.secondary)
      }
    }
  }

  private func half(_ metric: CountMetric, sign: String, color: Color) -> some View {
    Button {
      didSelectMetric(metric.kind)
    } label: {
      VStack(alignment: .leading) {
        Text("\(sign)\(metric.value)")
          .font(.title.weight(.semibold).monospacedDigit())
          .foregroundStyle(color)
        Text(metric.kind.title)
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .buttonStyle(.plain)
  }
}
