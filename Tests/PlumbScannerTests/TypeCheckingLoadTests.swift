import PlumbModel
import Testing

@testable import PlumbScanner

/// The expressions the type checker spends time on, as the scanner counts them for the build-time model
/// (`TypeCheckingLoad`), each just above and just below its threshold; the oracle walk counts them the same way.
@Suite struct TypeCheckingLoadTests {
  static let source = """
    let short = [1, 2, 3]
    let long = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    let table = ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8, "i": 9, "j": 10, "k": 11, "l": 12]
    let empty: [String: Int] = [:]
    let sum = 1 + 2 * 3 - 4 / 5
    let small = 1 + 2 + 3
    var total = 0
    func f(values: [Int]) -> Int {
      total = values.count + 1 + 2
      let doubled = values.map { $0 * 2 }
      let typed = values.map { (value: Int) -> Int in value * 2 }
      let named = values.filter { value in value > 1 }
      return doubled.count + typed.count + named.count
    }
    let nested: Optional<Array<Dictionary<String, Int>>> = nil
    let shallow: Array<Set<Int>> = []
    """

  @Test func eachConstructCountsAtItsThreshold() {
    let facts = SourceScanner.scan(source: Self.source)
    // `long` and `table` (12 elements each); not `short`, not `[:]`.
    #expect(facts.typeChecking.longLiterals == 2)
    // `1 + 2 * 3 - 4 / 5` (four operators); not `1 + 2 + 3`, nor `total = values.count + 1 + 2` (two, and `=`).
    #expect(facts.typeChecking.operatorChains == 1)
    // `{ $0 * 2 }` and `{ value in ... }`; not the closure that names its return type.
    #expect(facts.typeChecking.untypedClosures == 2)
    // `Optional<Array<Dictionary<...>>>` reaches three clauses deep; `Array<Set<Int>>` two.
    #expect(facts.typeChecking.deepGenerics == 1)
  }

  @Test func theOracleCountsTheSame() {
    var source = Self.source
    let oracle = source.withUTF8 { VisitorFactsOracle.scan(bytes: $0, path: "Source.swift") }
    #expect(oracle.typeChecking == SourceScanner.scan(source: Self.source).typeChecking)
  }

  @Test func theCountsSurviveTheFactsCache() throws {
    let facts = SourceScanner.scan(source: Self.source)
    var writer = ByteWriter()
    FactsCodec.encode(facts, into: &writer)
    let decoded = try writer.bytes.withUnsafeBytes { raw in
      var reader = ByteReader(raw)
      return try FactsCodec.decode(path: facts.path, from: &reader)
    }
    #expect(decoded.typeChecking == facts.typeChecking)
  }
}
