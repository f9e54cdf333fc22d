@_spi(RawSyntax) import SwiftSyntax

/// A node of the raw syntax tree with the byte offset where it starts (leading trivia included).
///
/// The raw tree has no positions and no parents: walking it costs a fraction of a `SyntaxVisitor` walk, which
/// materialises both for every node. `RawFactsCollector` tracks offsets itself with this.
struct RawNode {
  var raw: RawSyntax
  /// Where the node starts in the file, leading trivia included.
  var offset: Int

  var kind: SyntaxKind { raw.kind }

  /// Where the node's text starts, after its leading trivia.
  var start: Int { offset + raw.leadingTriviaByteLength }

  /// Where the node's text ends, before its trailing trivia.
  var end: Int { max(start, offset + raw.byteLength - raw.trailingTriviaByteLength) }

  /// A token's text (without trivia); empty for layout nodes.
  var tokenText: SyntaxText { raw.tokenView?.rawText ?? "" }

  /// Whether this is a keyword token spelled `text`.
  func isKeyword(_ text: SyntaxText) -> Bool {
    guard let token = raw.tokenView else { return false }
    return token.rawKind == .keyword && token.rawText == text
  }

  /// The child in layout slot `index`, if present.
  func child(_ index: Int) -> RawNode? {
    guard let layout = raw.layoutView, index < layout.children.count, let child = layout.children[index] else {
      return nil
    }
    var childOffset = offset
    for sibling in layout.children[..<index] {
      childOffset += sibling?.byteLength ?? 0
    }
    return RawNode(raw: child, offset: childOffset)
  }

  /// Calls `body` with every present child, in source order.
  func forEachChild(_ body: (RawNode) -> Void) {
    guard let layout = raw.layoutView else { return }
    var childOffset = offset
    for child in layout.children {
      guard let child else { continue }
      body(RawNode(raw: child, offset: childOffset))
      childOffset += child.byteLength
    }
  }

  /// The present children, in source order (for collections, whose elements are all children).
  var children: [RawNode] {
    var result: [RawNode] = []
    forEachChild { result.append($0) }
    return result
  }
}
