import Wick

public enum DevPanel {
  public static func describe(_ wick: Wick) -> String { "wick \(wick.length)" }
}
