@_exported import Reports

/// A place in the app.
public struct Route {
  public var path: String

  public init(path: String) {
    self.path = path
  }
}
