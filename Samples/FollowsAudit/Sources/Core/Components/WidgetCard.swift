import FAFoundation
import SwiftUI

/// The frame every dashboard widget draws in: an icon and a title on top, the widget's content below. Shared so
/// the widgets of every module look alike.
public struct WidgetCard<Content: View>: View {
  private let kind: MetricKind
  private let content: Content

  public init(kind: MetricKind, @ViewBuilder content: () -> Content) {
    self.kind = kind
    self.content = content()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label(kind.title, systemImage: kind.systemImage)
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.secondary)
      content
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding()
    .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    .accessibilityElement(children: .combine)
  }
}
