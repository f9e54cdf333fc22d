/// The licences of the code the app takes from other authors, by name.
public enum Licences {
  public static func notice(for name: String) -> String {
    switch name {
    case "Grammars": return "MIT"
    case "Palette": return "Apache-2.0"
    default: return "unknown"
    }
  }
}
