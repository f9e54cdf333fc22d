import Ledger

/// What the program prints for the amounts it is given.
func report(_ amounts: [Int]) -> String {
  var ledger = Ledger()
  for amount in amounts where amount != 0 {
    ledger.entries.append(amount)
  }
  if ledger.isOverdrawn(limit: 0) {
    return "overdrawn"
  }
  return String(ledger.balance())
}

print(report(CommandLine.arguments.dropFirst().compactMap { Int($0) }))
