/// How SwiftParser is set up wherever plumb parses Swift (sources, manifests, Tuist specs): one maximum nesting level,
/// given to every parse. The parser's own default differs between builds of swift-syntax (256 in release, 20 in debug,
/// where a frame takes more stack), so a debug plumb rejected statements nested 21 to 256 deep that a release plumb
/// reads; with the level given, both read the same files.
public enum SwiftParsing {
  /// The deepest nesting of brackets, braces and parentheses the parser reads: swift-syntax's release default.
  public static let maximumNestingLevel = 256
}
