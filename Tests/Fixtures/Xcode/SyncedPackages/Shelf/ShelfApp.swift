import Catalog
import SwiftUI

@main
struct ShelfApp: App {
  var body: some Scene {
    WindowGroup { BookList(books: Library.sample.books) }
  }
}
