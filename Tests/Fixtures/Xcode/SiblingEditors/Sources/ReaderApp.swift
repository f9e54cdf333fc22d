import Foundation

struct ReaderApp {
  var pages: [String] = []

  func page(_ index: Int) -> String? {
    pages.indices.contains(index) ? pages[index] : nil
  }
}
