import Ledger
import SwiftUI

@main
struct TesterApp: App {
  @State private var ledger = Ledger()

  var body: some Scene {
    WindowGroup {
      VStack {
        Text(summary(of: ledger))
        Button("Spend 5") { ledger.entries.append(-500) }
        Button("Earn 5") { ledger.entries.append(500) }
      }
    }
  }

  func summary(of ledger: Ledger) -> String {
    if ledger.isOverdrawn(limit: 1_000) {
      return "Overdrawn: \(ledger.balance())"
    }
    return "Balance: \(ledger.balance())"
  }
}
