import Palette
import SwiftUI

@main
struct JournalApp: App {
  var body: some Scene {
    WindowGroup { EntryList() }
  }
}

struct EntryList: View {
  @State var entries: [String] = []

  var body: some View {
    List(entries, id: \.self) { Text($0) }
  }

  func add(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return }
    entries.append(trimmed)
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
