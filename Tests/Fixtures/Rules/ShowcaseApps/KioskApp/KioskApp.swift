import Kiosk
import SwiftUI

@main
struct KioskApp: App {
  @State var basket: [String] = []

  var body: some Scene {
    WindowGroup { Text("\(total(Catalogue()))") }
  }

  func total(_ catalogue: Catalogue) -> Int {
    var sum = 0
    for item in basket {
      if let price = catalogue.price(of: item) { sum += price }
    }
    return sum
  }

  /// Logic of its own beside the entry point (more branches than a composition root takes): a count in words.
  func label(for count: Int) -> String {
    switch count {
    case 0: return "empty"
    case 1: return "one item"
    case 2...9: return "a few items"
    default: return "\(count) items"
    }
  }
}
