import Foundation

struct ViewerApp {
  var documents: [URL] = []

  mutating func open(_ url: URL) {
    documents.append(url)
  }
}
