import SwiftUI
import WidgetKit

struct PantryWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Pantry", provider: PantryProvider()) { _ in
      Text("Pantry").foregroundStyle(Palette.accent)
    }
  }
}
