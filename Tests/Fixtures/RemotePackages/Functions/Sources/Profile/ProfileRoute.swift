import Routes

/// Where the profile screen is; it reports nothing.
public struct ProfileRoute {
  public var route = Route(path: "/profile")

  public init() {}

  public func describe() -> String {
    format(route.path)
  }

  func format(_ path: String) -> String { "route " + path }
}
