import Foundation

/// Where the app registers its services: one shared instance.
public final class Container {
  public static var shared = Container()
  public var services: [String: Any] = [:]

  private init() {}
}
