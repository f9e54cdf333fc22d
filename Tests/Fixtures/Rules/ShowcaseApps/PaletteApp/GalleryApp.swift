import Palette
import SwiftUI

@main
struct GalleryApp: App {
  var body: some Scene {
    WindowGroup { SwatchList(swatches: SwatchList.samples) }
  }
}

struct SwatchList: View {
  static let samples = [Swatch(name: "ink", hex: 0x101010), Swatch(name: "paper", hex: 0xF8F4EC)]
  var swatches: [Swatch]

  var body: some View {
    List(swatches, id: \.name) { swatch in
      Text(swatch.name).foregroundStyle(label(for: swatch))
    }
  }

  func label(for swatch: Swatch) -> Color {
    if swatch.isDark { return .white }
    return .black
  }
}
