import PlumbModel
import Testing

@testable import PlumbScanner

/// Function facts: which declarations are functions, their cyclomatic complexity, parameter count and line span.
/// Every expected number here is what lizard 1.24 reports for the same snippet (`scripts/complexity-oracle.py`
/// rechecks them), except where a test says why plumb differs; the tests do not need lizard.
@Suite struct FunctionComplexityTests {
  private static func functions(_ source: String) -> [FunctionFact] {
    SourceScanner.scan(source: source).functions
  }

  /// The only function of a snippet.
  private static func function(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> FunctionFact
  {
    let functions = functions(source)
    #expect(functions.count == 1, "\(functions.map(\.name))", sourceLocation: sourceLocation)
    return try #require(functions.first, sourceLocation: sourceLocation)
  }

  @Test func plainFunction() throws {
    let function = try Self.function(
      """
      func plain(a: Int, b: String) -> Int {
        return a
      }
      """)
    #expect(function.name == "plain")
    #expect(function.kind == .function)
    #expect(function.enclosingType == nil)
    #expect(function.cyclomaticComplexity == 1)
    #expect(function.parameterCount == 2)
    #expect((function.startLine, function.endLine, function.lineCount) == (1, 3, 3))
    #expect(function.position == SourcePosition(line: 1, column: 6))
  }

  @Test func branchesAndLoops() throws {
    // if, else if, guard, while, for, repeat-while: one each; `else` and `repeat` are none.
    let function = try Self.function(
      """
      func branches(x: Int) {
        if x > 0 {
        } else if x < 0 {
        } else {}
        guard x != 3 else { return }
        while x > 10 {}
        for i in 0..<x { print(i) }
        repeat { } while x < 0
      }
      """)
    #expect(function.cyclomaticComplexity == 7)
    #expect(function.lineCount == 9)
  }

  @Test func switchCasesCountButDefaultDoesNot() throws {
    // Three `case` labels (a label with two patterns is one; `where` is none).
    let function = try Self.function(
      """
      func sw(x: Int) -> Int {
        switch x {
        case 1: return 1
        case 2, 3: return 2
        case let y where y > 10: return 3
        default: return 0
        }
      }
      """)
    #expect(function.cyclomaticComplexity == 4)
  }

  @Test func patternCasesCount() throws {
    // if, case; for, case; guard, case.
    let function = try Self.function(
      "func h() { if case .a = x {}; for case let y? in z {}; guard case let q = r else { return } }")
    #expect(function.cyclomaticComplexity == 7)
  }

  @Test func logicalOperatorsAndTernaries() throws {
    let functions = Self.functions(
      """
      func logic(a: Bool, b: Bool, c: Bool) -> Bool { a && b || c }
      func tern(a: Bool) -> Int { a ? 1 : 2 }
      func opt(a: Int?) -> Int { a?.hashValue ?? (try? foo()) ?? 0 }
      func defaults(x: Int = y ? 1 : 2) {}
      """)
    // `??`, `try?` and optional chaining are no decisions; a ternary in a default value belongs to the function.
    #expect(functions.map(\.cyclomaticComplexity) == [3, 2, 1, 2])
    #expect(functions.map(\.parameterCount) == [3, 1, 1, 1])
  }

  @Test func catchClausesCount() throws {
    let function = try Self.function("func catches() {\n  do { try foo() } catch let e as MyError { } catch { }\n}")
    #expect(function.cyclomaticComplexity == 3)
  }

  @Test func closuresCountTowardTheEnclosingFunction() throws {
    let function = try Self.function(
      """
      func closures() {
        let f = { (x: Int) -> Int in
          if x > 0 { return 1 }
          return x > 5 ? 2 : 3
        }
        items.map { $0 > 1 && $0 < 4 }
        run { if a {} } completion: { if b {} }
      }
      """)
    #expect(function.cyclomaticComplexity == 6)
    #expect(function.lineCount == 8)
  }

  @Test func nestedFunctionsAreFunctionsOfTheirOwn() throws {
    let functions = Self.functions(
      """
      func outer() {
        if a {}
        func inner(y: Int) {
          if y > 0 {}
          while y < 0 {}
        }
        for _ in x {}
      }
      """)
    #expect(functions.map(\.name) == ["outer", "inner"])
    // The outer function keeps its own decisions only, and spans the inner one.
    #expect(functions.map(\.cyclomaticComplexity) == [3, 3])
    #expect(functions.map(\.lineCount) == [8, 4])
    #expect(functions[1].parameterCount == 1)
  }

  @Test func typesDeclaredInAFunctionCountTowardIt() throws {
    // The local type's computed property and the local enum's `case` count toward `local`; `deep` is a function.
    let functions = Self.functions(
      """
      struct S {
        func local() {
          struct Local {
            func deep() { if a {} }
            var v: Int { b ? 1 : 2 }
          }
          enum K { case a, b }
          if c {}
        }
      }
      """)
    #expect(functions.map(\.name) == ["local", "deep"])
    #expect(functions.map(\.cyclomaticComplexity) == [4, 2])
    #expect(functions.map(\.enclosingType) == ["S", "S.Local"])
  }

  @Test func initializersAndDeinitializers() throws {
    let functions = Self.functions(
      """
      class Foo {
        init(a: Int) { if a > 0 {} }
        init?(b: Int, c: Int) { if b > 0 {} }
        convenience init() { self.init(a: 1) }
        deinit { if z {} }
      }
      """)
    #expect(functions.map(\.name) == ["init", "init", "init", "deinit"])
    #expect(functions.map(\.kind) == [.initializer, .initializer, .initializer, .deinitializer])
    #expect(functions.map(\.cyclomaticComplexity) == [2, 2, 1, 2])
    #expect(functions.map(\.parameterCount) == [1, 2, 0, 0])
    #expect(functions.allSatisfy { $0.enclosingType == "Foo" })
  }

  @Test func accessorsWithBodiesAreFunctionsButImplicitGettersAreNot() throws {
    let functions = Self.functions(
      """
      class Foo {
        var comp: Int { a ? 1 : 2 }
        var both: Int {
          get { a ? 1 : 2 }
          set(v) { if v > 0 {} }
        }
        var obs: Int = 0 { willSet { if a {} } didSet { if b {} } }
        var asyncProp: Int { get async throws { if a {} ; return 1 } }
      }
      """)
    // `comp`'s implicit getter is no function, and its ternary belongs to none (as in lizard).
    #expect(functions.map(\.name) == ["get", "set", "willSet", "didSet", "get"])
    #expect(functions.allSatisfy { $0.kind == .accessor && $0.cyclomaticComplexity == 2 })
    // `set(v)` has no parameter in lizard's count.
    #expect(functions.allSatisfy { $0.parameterCount == 0 })
    #expect(functions.map(\.startLine) == [4, 5, 7, 7, 8])
  }

  @Test func subscriptsAndTheirAccessors() throws {
    let functions = Self.functions(
      """
      struct S {
        subscript(i: Int, j: Int) -> Int { i > 0 ? i : j }
        subscript(key: String) -> Int {
          get { key.isEmpty ? 0 : 1 }
          set { if newValue > 0 {} }
        }
      }
      protocol P {
        subscript(i: Int) -> Int { get set }
        func requirement(a: Int)
        var x: Int { get }
      }
      """)
    #expect(functions.map(\.name) == ["subscript", "subscript", "get", "set"])
    #expect(functions.map(\.cyclomaticComplexity) == [2, 1, 2, 2])
    #expect(functions.map(\.parameterCount) == [2, 1, 0, 0])
    #expect(functions.map(\.lineCount) == [1, 4, 1, 1])
  }

  @Test func functionsInTypesAndExtensionsRecordTheEnclosingType() throws {
    let functions = Self.functions(
      """
      enum E {
        case a, b
        func x() { switch self { case .a: break; default: break } }
        struct Inner { static func == (lhs: Inner, rhs: Inner) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b } }
      }
      extension E.Inner { func e(value: Int) {} }
      protocol P {}
      extension P { func provided() { if a {} } }
      func free() {}
      """)
    #expect(functions.map(\.name) == ["x", "==", "e", "provided", "free"])
    #expect(functions.map(\.enclosingType) == ["E", "E.Inner", "E.Inner", "P", nil])
    // The enum's own `case a, b` is outside any function.
    #expect(functions.map(\.cyclomaticComplexity) == [2, 2, 1, 2, 1])
  }

  @Test func startLineIsTheKeywordsAndEndLineTheClosingBraces() throws {
    let function = try Self.function(
      """
      struct S {
        @MainActor
        public func attr<T: Equatable>(
          a: T,
          b: T
        ) -> Bool where T: Hashable {
          a == b
        }
      }
      """)
    #expect((function.startLine, function.endLine) == (3, 8))
    #expect(function.position == SourcePosition(line: 3, column: 15))
    #expect(function.parameterCount == 2)
  }

  @Test func everyIfConfigBranchCountsButNotItsCondition() throws {
    let function = try Self.function(
      """
      func directives() {
      #if DEBUG && os(iOS)
        if a {}
      #else
        if b {}
      #endif
      }
      """)
    #expect(function.cyclomaticComplexity == 3)
  }

  // Where plumb knowingly differs from lizard (see `FunctionFact`).

  @Test func decisionsInStringInterpolationCount() throws {
    // lizard reads the string literal as one token and reports 1.
    let function = try Self.function(#"func interp(a: Bool) -> String { "\(a ? 1 : 2) \(a && a)" }"#)
    #expect(function.cyclomaticComplexity == 3)
  }

  @Test func parametersAreCountedBySyntaxNotByCommas() throws {
    // lizard splits at every comma in the clause and reports 5.
    let function = try Self.function(
      "func m(_ x: (Int, Int), y: Result<Data, Error>, z: Int = f(a, b)) {}")
    #expect(function.parameterCount == 3)
  }

  @Test func keywordsAsParameterNamesAreNoDecisions() throws {
    // lizard counts `for` and `if` here and reports 3.
    let function = try Self.function("func lbl(for key: String, if x: Int) { bar(for: key, if: 1, case: 2) }")
    #expect(function.cyclomaticComplexity == 1)
  }

  @Test func anUnlabelledClosureAfterACommaDoesNotEndTheFunction() throws {
    // lizard ends `g` at the closure's brace and reports 2.
    let function = try Self.function("func g() { foo(a, { if x {} }) ; if y {} }")
    #expect(function.cyclomaticComplexity == 3)
  }

  /// (lizard finds no function in this file: the unclosed parenthesis holds its reader to the end.)
  @Test func modulesSumUpTheirFunctions() throws {
    // CCN 11 (ten `case` labels), 2 and 1; lines 15, 1 and 1.
    let cases = (1...10).map { "    case \($0): return \($0)" }.joined(separator: "\n")
    let first = SourceScanner.scan(
      source: "func big(x: Int) -> Int {\n  switch x {\n\(cases)\n  default: return 0\n  }\n}\n",
      path: "Sources/Core/Big.swift")
    let second = SourceScanner.scan(
      source: "struct S { func small(a: Bool) -> Int { a ? 1 : 0 }; init() {} }\n", path: "Sources/Core/Small.swift")
    #expect(first.functions.map(\.cyclomaticComplexity) == [11])
    let core = ModuleID(container: "App", name: "Core")
    let graph = ModuleGraph(modules: [Module(id: core, kind: .regular, sources: [first.path, second.path])])
    let facts = try #require(
      SourceFactsSummary.summarize(graph: graph, files: [first, second], actualEdges: []).modules[core])
    #expect(facts.functions == 3)
    #expect(facts.totalCyclomaticComplexity == 14)
    #expect(facts.maxCyclomaticComplexity == 11)
    #expect(facts.complexFunctions == 1)
    #expect(facts.functionLines == 17)
    #expect(facts.meanFunctionLength == 17.0 / 3)
    #expect(SourceFacts.ModuleFacts().meanFunctionLength == 0)
  }

  @Test func aFileWithSyntaxErrorsStillGivesItsFunctions() throws {
    let functions = Self.functions("func broken( { if a {} }\nfunc fine() { if b {} }\n")
    #expect(functions.contains { $0.name == "fine" && $0.cyclomaticComplexity == 2 })
  }
}
