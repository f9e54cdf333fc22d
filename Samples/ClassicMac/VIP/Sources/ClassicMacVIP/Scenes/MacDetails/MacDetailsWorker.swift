import Foundation

protocol MacDetailsWorkerProtocol {
  func isFavorite(macID: Int) -> Bool
}

final class MacDetailsWorker: MacDetailsWorkerProtocol {
  private let defaults: UserDefaults

  init(defaults: UserDefaults = .standard) {
    self.defaults = defaults
  }

  func isFavorite(macID: Int) -> Bool {
    (defaults.array(forKey: "favoriteMacIDs") as? [Int] ?? []).contains(macID)
  }
}
