import SwiftUI

@main
struct NotesApp: App {
  var body: some Scene {
    WindowGroup { NoteList(titles: ["Groceries", "", "Ideas"]) }
  }
}

struct NoteList: View {
  let titles: [String]

  var body: some View {
    List(shown(titles), id: \.self) { Text($0) }
  }

  func shown(_ titles: [String]) -> [String] {
    titles.map { $0.isEmpty ? "Untitled" : $0 }.sorted()
  }
}
