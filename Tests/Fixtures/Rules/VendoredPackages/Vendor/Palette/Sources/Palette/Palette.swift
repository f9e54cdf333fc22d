/// Colours for each kind of token.
public enum Palette {
  public static func colour(for kind: String) -> String {
    switch kind {
    case "string": return "#c41a16"
    case "number": return "#1c00cf"
    default: return "#000000"
    }
  }
}
