import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

public struct StampMacro: ExpressionMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) -> ExprSyntax {
    guard let argument = node.arguments.first?.expression else { return "\"\"" }
    return "(\(argument), \(literal: argument.description))"
  }
}

@main struct StampPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [StampMacro.self]
}
