import Foundation

public enum StyleSheet {
  public static func load(_ name: String) throws -> [String: String] {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json") else { return [:] }
    let data = try Data(contentsOf: url)
    return try JSONDecoder().decode([String: String].self, from: data)
  }

  public static func baseURL() -> URL? {
    Bundle.module.url(forResource: "base", withExtension: "json")
  }

  public static func defaultSheet() -> [String: String] {
    named("base")
  }

  static func named(_ name: String) -> [String: String] {
    ["name": name]
  }
}
