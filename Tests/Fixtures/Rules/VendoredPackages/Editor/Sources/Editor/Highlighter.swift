import GrammarJSON
import GrammarYAML
import Palette

/// Colours the tokens of a document by its kind.
public struct Highlighter {
  public var isYAML: Bool

  public init(isYAML: Bool) { self.isYAML = isYAML }

  public func colour(of token: String) -> String {
    let kind = isYAML ? GrammarYAML.kind(of: token) : GrammarJSON.kind(of: token)
    return Palette.colour(for: kind)
  }
}
