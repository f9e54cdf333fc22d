import Foundation

/// The menu of the app, kept apart from its entry point so that it can be tested.
public final class StatusModel: ObservableObject {
  public static let shared = StatusModel()
  @Published public private(set) var items: [String] = []

  public func refresh(from names: [String]) {
    items = names.filter { !$0.isEmpty }.sorted()
  }
}

/// Starts what the app needs before its first window.
public func startAppCore() {
  StatusModel.shared.refresh(from: ProcessInfo.processInfo.arguments)
}
