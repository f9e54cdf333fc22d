import Foundation

final class ShelfModel {
  var items: [String] = []

  var title: String { items.isEmpty ? "Empty shelf" : "\(items.count) items" }

  func add(_ item: String) {
    guard !item.isEmpty else { return }
    items.append(item)
  }
}
