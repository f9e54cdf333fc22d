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
}
