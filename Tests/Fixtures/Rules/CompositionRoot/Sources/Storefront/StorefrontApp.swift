import Foundation
import Shop
import SwiftUI

let isPreviewing = ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"

@main
struct StorefrontApp: App {
  @State private var basket = Basket()

  var body: some Scene {
    WindowGroup {
      if !isPreviewing {
        Text("\(basket.items.count) items")
      }
    }
  }

  init() {
    Services.trace = true
    if let endpoint = URL(string: "https://staging.example.com") {
      Services.endpoint = endpoint
    }
    Task {
      try await Task.sleep(for: .milliseconds(10))
    }
  }
}
