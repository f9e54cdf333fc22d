import Foundation
import PlumbModel
import SwiftParser
import SwiftSyntax

/// A rule found in `Sources/PlumbRules/Rules`: its type, file and `///` comment.
public struct RuleSource: Hashable, Sendable {
  public var typeName: String
  public var fileName: String
  /// The doc comment without the `///` markers; the rule page's "How it works".
  public var documentation: String
}

/// Finds the rule types in the rule folder by parsing each file: a struct whose inheritance clause names `Rule`.
public enum RuleSourceScanner {
  public struct Problem: Error, CustomStringConvertible {
    public var description: String
  }

  /// The ending of a file that holds a rule's examples (`VipFlowRuleExamples.swift`).
  static let examplesSuffix = "Examples.swift"

  public static func scan(directory: URL) throws -> [RuleSource] {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    var rules: [RuleSource] = []
    for file in files {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      let found = rulesDeclared(in: text)
      // `<Rule>Examples.swift`: a rule's examples, beside it when they outweigh it (as SwiftLint keeps them).
      if file.hasSuffix(examplesSuffix) {
        let rule = String(file.dropLast(examplesSuffix.count)) + ".swift"
        guard found.isEmpty, files.contains(rule) else {
          throw Problem(description: "\(file): an examples file declares no rule and sits beside its rule's file (\(rule))")
        }
        continue
      }
      let expected = String(file.dropLast(".swift".count))
      guard found.count == 1, let rule = found.first, rule.name == expected else {
        throw Problem(
          description: "\(file): a rule file declares exactly one rule, named like the file (\(expected)); found "
            + (found.isEmpty ? "none" : found.map(\.name).joined(separator: ", ")))
      }
      rules.append(RuleSource(typeName: rule.name, fileName: file, documentation: rule.documentation))
    }
    return rules
  }

  /// The names of the top-level types (enums and structs) that conform to `protocolName` in a folder's files,
  /// sorted.
  public static func typesConforming(to protocolName: String, in directory: URL) throws -> [String] {
    var names: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).filter({ $0.hasSuffix(".swift") }) {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      var parser = Parser(text, maximumNestingLevel: SwiftParsing.maximumNestingLevel)
      let tree = SourceFileSyntax.parse(from: &parser)
      for item in tree.statements {
        let declaration = item.item.as(EnumDeclSyntax.self).map { ($0.name.text, $0.inheritanceClause) }
          ?? item.item.as(StructDeclSyntax.self).map { ($0.name.text, $0.inheritanceClause) }
        guard let (name, clause) = declaration,
          clause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == protocolName }) == true
        else { continue }
        names.append(name)
      }
    }
    return names.sorted()
  }

  static func rulesDeclared(in text: String) -> [(name: String, documentation: String)] {
    var parser = Parser(text, maximumNestingLevel: SwiftParsing.maximumNestingLevel)
    let tree = SourceFileSyntax.parse(from: &parser)
    return tree.statements.compactMap { item in
      guard let declaration = item.item.as(StructDeclSyntax.self),
        let inherited = declaration.inheritanceClause?.inheritedTypes,
        inherited.contains(where: { $0.type.trimmedDescription == "Rule" })
      else { return nil }
      return (declaration.name.text, documentation(of: Syntax(declaration)))
    }
  }

  /// The `///` lines right before a declaration, joined as Markdown paragraphs.
  static func documentation(of node: Syntax) -> String {
    var lines: [String] = []
    for piece in node.leadingTrivia {
      if case .docLineComment(let comment) = piece {
        var line = String(comment.dropFirst(3))
        if line.hasPrefix(" ") { line.removeFirst() }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension RuleSourceScanner {
  /// `rulesDeclared(in:)` for tests.
  public static func rulesDeclaredForTesting(in text: String) -> [(name: String, documentation: String)] {
    rulesDeclared(in: text)
  }
}
