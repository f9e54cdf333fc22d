import Catalog
import Covers
import SwiftUI

struct BookList: View {
  let books: [Book]
  var body: some View {
    List(books, id: \.title) { book in
      HStack {
        CoverView(title: book.title)
        Text(book.title)
      }
    }
  }
}
