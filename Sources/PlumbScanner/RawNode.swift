@_spi(RawSyntax) import SwiftSyntax

/// A node of the raw syntax tree, with the accessors `RawFactsCollector` needs.
///
/// The raw tree has no positions and no parents: walking it costs a fraction of a `SyntaxVisitor` walk, which
/// materialises both for every node. Children are reached by their layout slot (the order of the `Raw…Syntax`
/// initialisers' arguments, unexpected-node slots included); positions come from where a token's text lies in
/// the parsed source (see `RawFactsCollector.start(of:)`).
struct RawNode {
  var raw: RawSyntax

  var kind: SyntaxKind { raw.kind }

  /// A token's text (without trivia); empty for layout nodes.
  var tokenText: SyntaxText { raw.tokenView?.rawText ?? "" }

  /// Whether this is a keyword token spelled `text`.
  func isKeyword(_ text: SyntaxText) -> Bool {
    guard let token = raw.tokenView else { return false }
    return token.rawKind == .keyword && token.rawText == text
  }

  /// Whether this is a token written in the source (not one the parser invented in a tree with syntax errors).
  var isPresentToken: Bool { raw.tokenView?.presence == .present }

  /// The child in layout slot `index`, if present.
  func child(_ index: Int) -> RawNode? {
    guard let layout = raw.layoutView, index < layout.children.count, let child = layout.children[index] else {
      return nil
    }
    return RawNode(raw: child)
  }

  /// The present children, in source order (for collections, whose elements are all children), without
  /// building an array.
  var children: Children { Children(buffer: raw.layoutView?.children) }

  /// The present children as an array, for the few places that index them.
  var childArray: [RawNode] { Array(children) }

  struct Children: Sequence {
    let buffer: RawSyntaxBuffer?

    func makeIterator() -> Iterator { Iterator(base: buffer?.makeIterator()) }

    struct Iterator: IteratorProtocol {
      var base: RawSyntaxBuffer.Iterator?

      mutating func next() -> RawNode? {
        while let slot = base?.next() {
          if let raw = slot { return RawNode(raw: raw) }
        }
        return nil
      }
    }
  }

  /// The text of the first token in the source, where the node's text starts. Missing tokens (the ones the
  /// parser invented in a tree with syntax errors) have no text in the source and are skipped.
  var firstTokenText: SyntaxText? {
    if let token = raw.tokenView { return token.presence == .present ? token.rawText : nil }
    for child in raw.layoutView!.children {
      if let child, let text = RawNode(raw: child).firstTokenText { return text }
    }
    return nil
  }

  /// The text of the last token in the source, where the node's text ends (missing tokens are skipped).
  var lastTokenText: SyntaxText? {
    if let token = raw.tokenView { return token.presence == .present ? token.rawText : nil }
    for child in raw.layoutView!.children.reversed() {
      if let child, let text = RawNode(raw: child).lastTokenText { return text }
    }
    return nil
  }
}
