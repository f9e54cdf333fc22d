import Foundation

/// How the dial shows a reading: its own code, which no other target compiles or copies.
func dialText(for value: Double?) -> String {
  if let value {
    return String(format: "%.1f", value)
  }
  return "--"
}
