import Foundation
import Shop
import SwiftUI

@main
struct KioskApp: App {
  @State private var basket = Basket()

  var body: some Scene {
    WindowGroup { Text(Self.summary(of: basket.items)) }
  }

  static func summary(of items: [String]) -> String {
    var fruit = 0
    var other = 0
    for item in items {
      if item.hasSuffix("berry") || item == "pear" || item == "apple" {
        fruit += 1
      } else {
        other += 1
      }
    }
    return fruit > other ? "mostly fruit" : "mixed"
  }
}
