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
}
