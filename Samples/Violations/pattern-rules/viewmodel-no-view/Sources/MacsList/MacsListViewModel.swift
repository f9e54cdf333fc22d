import Foundation

final class MacsListViewModel {
  private(set) var names: [String] = ["Macintosh 128K", "Macintosh SE"]

  func detailsScreen(at index: Int) -> MacDetailsViewController {
    MacDetailsViewController(name: names[index])
  }
}
