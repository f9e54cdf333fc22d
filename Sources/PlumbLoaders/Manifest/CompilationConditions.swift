import PlumbModel
import SwiftParser
import SwiftSyntax

/// Answers `#if` conditions the way the compiler would on the machine plumb runs on, so the static reading
/// agrees with `swift package dump-package` run here.
struct CompilationConditions: Hashable, Sendable {
  /// `Linux` on Linux, `macOS` on a Mac, and so on.
  var operatingSystem: String
  var architecture: String
  /// The language and compiler version `swift(>=x)` and `compiler(>=x)` compare with.
  var swiftVersion: [Int]
  var importableModules: Set<String>
  /// `-D` flags the manifest is compiled with (Tuist compiles `Tuist/Package.swift` with `TUIST`); none for a
  /// Package.swift.
  var definedFlags: Set<String> = []

  static let host: CompilationConditions = {
    #if os(Linux)
      let os = "Linux"
      let modules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc", "Dispatch",
        "XCTest", "Testing", "PackageDescription", "CompilerPluginSupport", "Swift", "_Concurrency",
      ]
    #elseif os(macOS)
      let os = "macOS"
      let modules: Set<String> = [
        "Foundation", "FoundationEssentials", "Darwin", "Dispatch", "XCTest", "Testing", "PackageDescription",
        "CompilerPluginSupport", "Swift", "_Concurrency", "ObjectiveC", "os", "Combine",
      ]
    #elseif os(Windows)
      let os = "Windows"
      let modules: Set<String> = ["Foundation", "WinSDK", "Dispatch", "XCTest", "PackageDescription", "Swift"]
    #else
      let os = "Unknown"
      let modules: Set<String> = ["Foundation", "PackageDescription", "Swift"]
    #endif
    #if arch(arm64)
      let arch = "arm64"
    #else
      let arch = "x86_64"
    #endif
    return CompilationConditions(
      operatingSystem: os, architecture: arch, swiftVersion: [6, 3], importableModules: modules)
  }()

  /// A Mac's, where Xcode and Tuist resolve an Apple app's packages: what a manifest's `#if os(macOS)` branch adds
  /// to its dependencies there.
  static let mac = CompilationConditions(
    operatingSystem: "macOS", architecture: "arm64", swiftVersion: [6, 3],
    importableModules: [
      "Foundation", "FoundationEssentials", "Darwin", "Dispatch", "XCTest", "Testing", "PackageDescription",
      "CompilerPluginSupport", "Swift", "_Concurrency", "ObjectiveC", "os", "Combine",
    ])

  /// Evaluates the condition of an `#if` line written as text (`os(Linux) && swift(>=5.9)`).
  func evaluate(conditionText: String) -> Bool? {
    var parser = Parser("#if \(conditionText)\n#endif\n", maximumNestingLevel: SwiftParsing.maximumNestingLevel)
    let tree = SourceFileSyntax.parse(from: &parser)
    for item in tree.statements {
      if let ifConfig = item.item.as(IfConfigDeclSyntax.self), let condition = ifConfig.clauses.first?.condition {
        return evaluate(condition)
      }
    }
    return nil
  }

  /// Evaluates an `#if` condition; nil when it uses something this evaluator does not know.
  func evaluate(_ condition: ExprSyntax) -> Bool? {
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return evaluateSequence(Array(sequence.elements))
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return evaluate(only.expression)
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return evaluate(prefix.expression).map { !$0 }
    }
    if let literal = condition.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let flag = condition.as(DeclReferenceExprSyntax.self) {
      return definedFlags.contains(flag.baseName.text)  // a -D flag: only those the tool that reads it sets
    }
    guard let call = condition.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let argument = call.arguments.first?.expression
    else { return nil }
    let text = argument.trimmedDescription.replacingOccurrences(of: " ", with: "")
    switch function {
    case "os": return text.lowercased() == operatingSystem.lowercased()
    case "arch": return text == architecture
    case "canImport": return importableModules.contains(text.split(separator: ".").first.map(String.init) ?? text)
    case "targetEnvironment": return false
    case "_endian": return text == "little"
    case "_pointerBitWidth": return text == "_64"
    case "_runtime": return text == (operatingSystem == "macOS" ? "_ObjC" : "_Native")
    case "hasFeature", "hasAttribute": return nil
    case "swift", "compiler": return compareVersion(text)
    default: return nil
    }
  }

  /// The `-D` flags a condition names that are not defined (`DEBUG`, `SWIFT_PACKAGE`: SwiftPM compiles a manifest with
  /// neither), in the order written.
  func undefinedFlags(in condition: ExprSyntax) -> [String] {
    if let flag = condition.as(DeclReferenceExprSyntax.self) {
      return definedFlags.contains(flag.baseName.text) ? [] : [flag.baseName.text]
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self) { return undefinedFlags(in: prefix.expression) }
    if let tuple = condition.as(TupleExprSyntax.self) {
      return tuple.elements.flatMap { undefinedFlags(in: $0.expression) }
    }
    if let sequence = condition.as(SequenceExprSyntax.self) {
      return sequence.elements.flatMap { undefinedFlags(in: $0) }
    }
    return []
  }

  private func compareVersion(_ text: String) -> Bool? {
    let isAtLeast: Bool
    let version: Substring
    if text.hasPrefix(">=") {
      isAtLeast = true
      version = text.dropFirst(2)
    } else if text.hasPrefix("<") {
      isAtLeast = false
      version = text.dropFirst(1)
    } else {
      return nil
    }
    let wanted = version.split(separator: ".").compactMap { Int($0) }
    guard !wanted.isEmpty else { return nil }
    let have = swiftVersion + Array(repeating: 0, count: max(0, wanted.count - swiftVersion.count))
    let atLeast = !have.lexicographicallyPrecedes(wanted + Array(repeating: 0, count: have.count - wanted.count))
    return isAtLeast ? atLeast : !atLeast
  }

  /// `a && b || !c`: the operators of an unfolded sequence, with `&&` binding tighter than `||`.
  private func evaluateSequence(_ elements: [ExprSyntax]) -> Bool? {
    var disjuncts: [[ExprSyntax]] = [[]]
    for element in elements {
      if let op = element.as(BinaryOperatorExprSyntax.self) {
        if op.operator.text == "||" { disjuncts.append([]) } else if op.operator.text != "&&" { return nil }
      } else {
        disjuncts[disjuncts.count - 1].append(element)
      }
    }
    var result: Bool? = false
    for conjuncts in disjuncts {
      var all: Bool? = true
      for operand in conjuncts {
        let value = evaluate(operand)
        if value == false {
          all = false
          break
        }
        if value == nil { all = nil }
      }
      if all == true { return true }
      if all == nil { result = nil }
    }
    return result
  }
}
