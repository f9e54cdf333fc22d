import PlumbModel
import SwiftSyntax

/// Finds where a tree that does not parse cleanly first goes wrong: the first token the parser had to invent
/// (missing) or the first stretch of code it could not place (unexpected).
///
/// A walk of its own, in `.all` mode, because the scan's walk sees only the source as written, where missing
/// tokens do not exist. It runs only for files whose tree has errors.
final class FirstSyntaxError: SyntaxAnyVisitor {
  private let lines: LineTable
  private var found: FileFacts.ParseError?

  private init(lines: LineTable) {
    self.lines = lines
    super.init(viewMode: .all)
  }

  static func find(in tree: some SyntaxProtocol, lines: LineTable) -> FileFacts.ParseError {
    let finder = FirstSyntaxError(lines: lines)
    finder.walk(tree)
    return finder.found ?? .init(position: .init(line: 1, column: 1), message: "syntax error")
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard found == nil else { return .skipChildren }
    if let unexpected = node.as(UnexpectedNodesSyntax.self) {
      // One line of the file at most, 40 characters: a message never quotes more of a file than the line it is at.
      let text = unexpected.trimmedDescription
      let line = text.prefix { !$0.isNewline }
      let shown = line.count > 40 || line.count < text.count ? String(line.prefix(40)) + "…" : String(line)
      found = .init(position: position(of: node), message: "unexpected code '\(shown)'")
      return .skipChildren
    }
    if let token = node.as(TokenSyntax.self) {
      if token.presence == .missing {
        found = .init(position: position(of: node), message: Self.message(forMissing: token))
      } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
        // A lexical error on a token as written (`@Flag (` in Swift 6 mode): no node is missing or unexpected.
        found = .init(position: position(of: node), message: Self.message(for: diagnostic.kind, token: token))
      }
      return .skipChildren
    }
    // Only subtrees that hold an error are worth entering.
    return node.hasError ? .visitChildren : .skipChildren
  }

  private func position(of node: Syntax) -> SourcePosition {
    lines.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  private static func message(for kind: TokenDiagnostic.Kind, token: TokenSyntax) -> String {
    switch kind {
    case .extraneousLeadingWhitespaceError: "whitespace before '\(token.text)'"
    case .extraneousTrailingWhitespaceError: "whitespace after '\(token.text)'"
    default: "invalid token '\(token.text.prefix(40))'"
    }
  }

  private static func message(forMissing token: TokenSyntax) -> String {
    if let parent = token.parent {
      if parent.is(MissingExprSyntax.self) { return "expected expression" }
      if parent.is(MissingTypeSyntax.self) { return "expected type" }
      if parent.is(MissingDeclSyntax.self) { return "expected declaration" }
      if parent.is(MissingPatternSyntax.self) { return "expected pattern" }
      if parent.is(MissingStmtSyntax.self) { return "expected statement" }
    }
    let text = token.text
    return text.isEmpty ? "expected identifier" : "expected '\(text)'"
  }
}
