public enum Version {
  public static func parse(_ text: String) -> [Int] { text.split(separator: ".").compactMap { Int($0) } }
}
