import PlumbModel

extension CodeIndex.TypeInfo {
  /// Whether the type's view or view controller role rests on more than a `Controller` name: a struct, an enum or
  /// a class that only ends in `Controller` (`NNW3ImportController`, `DownloadController`) is no screen, while a
  /// subclass of a framework controller, a `ViewController` name or a `ViewControllers` folder is. Other roles
  /// are taken as given.
  public var isScreenByEvidence: Bool {
    guard role == .viewController else { return true }
    if fact.kind != .class { return false }
    return evidence.contains { $0 != "name ends in Controller" }
  }
}
