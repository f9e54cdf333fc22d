public enum Formatter {
  public static func price(_ cents: Int) -> String { "\(cents / 100).\(cents % 100)" }
}
