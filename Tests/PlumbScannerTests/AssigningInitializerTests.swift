import PlumbModel
import Testing

@testable import PlumbScanner

/// `FunctionFact.onlyAssigns`: initialisers that only assign stored properties (cakk-client's `DIContainer` with an
/// empty `private init() { }`, `CommonDomain`'s structs with their memberwise `init`s), told from initialisers with
/// logic (issue 26, round nine).
@Suite struct AssigningInitializerTests {
  private static func initializers(_ source: String) -> [Bool] {
    SourceScanner.scan(source: source).functions.filter { $0.kind == .initializer }.map(\.onlyAssigns)
  }

  @Test func assignmentsOfParametersLiteralsAndCasesOnlyAssign() {
    #expect(
      Self.initializers(
        """
        public final class Container {
          public static var shared = Container()
          private init() { }
        }
        public struct Hours {
          public var day: Day
          public var opens: String
          var isHoliday: Bool
          var note: String
          var kind: Kind
          public init(day: Day, opens: String) {
            self.day = day
            self.opens = opens
            isHoliday = false
            note = "none"
            kind = .regular
          }
        }
        """) == [true, true])
  }

  @Test func callsOperatorsBranchesAndInterpolationAreLogic() {
    #expect(
      Self.initializers(
        """
        struct Price {
          let total: Int
          init(base: Int, count: Int) { self.total = base * count }
        }
        struct Greeting {
          let text: String
          init(name: String) { self.text = "Hello \\(name)" }
        }
        struct Checked {
          let value: Int
          init?(value: Int) {
            guard value > 0 else { return nil }
            self.value = value
          }
        }
        final class View: Base {
          let model: Model
          init(model: Model) {
            self.model = model
            super.init()
          }
        }
        struct Loaded {
          let data: Data
          init(url: URL) { data = load(url) }
        }
        """) == [false, false, false, false, false])
  }

  /// Only initialisers: a function or an accessor that assigns is not one.
  @Test func otherFunctionsNeverOnlyAssign() {
    let functions = SourceScanner.scan(
      source: """
        final class Box {
          var value = 0
          func reset() { value = 0 }
        }
        """
    ).functions
    #expect(functions.map(\.onlyAssigns) == [false])
  }

  /// `FunctionFact.returnsAConstant`: a function whose body is empty or one constant, returned or not (a stub's
  /// members); one that computes, calls or assigns is not, nor an initialiser (a computed property's getter is no
  /// function here).
  @Test func functionsThatReturnAConstant() {
    let functions = SourceScanner.scan(
      source: """
        final class Stub {
          var count = 0
          init() {}
          func allowed() -> Bool { return false }
          func first() throws -> String? { nil }
          func names() -> [String] { [] }
          func close() async {}
          func reset() { count = 0 }
          func twice() -> Int { count * 2 }
          var isEmpty: Bool { true }
        }
        """
    ).functions
    #expect(
      functions.map { "\($0.name) \($0.returnsAConstant)" } == [
        "init false", "allowed true", "first true", "names true", "close true", "reset false", "twice false",
      ])
  }
}
