/// The JSON highlighting rules: each token kind and the pattern that finds it.
public enum GrammarJSON {
  public static func kind(of token: String) -> String {
    if token.hasPrefix("\"") { return "string" }
    return token.first?.isNumber == true ? "number" : "keyword"
  }
}
