import Foundation

public enum StyleQueries {
  public static var colorsURL: URL {
    lookup("colors")
  }

  public static var spacingURL: URL {
    get { lookup("spacing") }
  }

  public static func fontsPath() -> String? {
    return Bundle.module.path(forResource: "fonts", ofType: "json")
  }

  public static func resource(named name: String) -> URL {
    lookup(name)
  }
}

private extension StyleQueries {
  static func lookup(_ name: String) -> URL {
    Bundle.module.url(forResource: name, withExtension: "json")!
  }
}
