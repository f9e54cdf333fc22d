import SwiftUI

/// The colours the app and its widget share.
enum Palette {
  static let accent = Color.orange

  static func shade(for count: Int) -> Color {
    count > 10 ? .red : accent
  }
}
