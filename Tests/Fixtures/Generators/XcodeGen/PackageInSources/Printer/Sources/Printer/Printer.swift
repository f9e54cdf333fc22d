/// A receipt printer.
public enum Printer {
  public static func line(_ text: String) { Swift.print(text) }
}
