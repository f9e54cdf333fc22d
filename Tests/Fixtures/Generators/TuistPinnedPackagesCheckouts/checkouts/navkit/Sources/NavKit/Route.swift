public struct Route {
  public var path: String
  public init(path: String) { self.path = path }
}
