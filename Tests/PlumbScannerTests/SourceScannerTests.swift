import Foundation
import PlumbModel
import PlumbScanner
import PlumbTestSupport
import Testing

@Suite struct SourceScannerTests {
  /// Writes `files` (relative path → content) into a fresh temporary folder.
  private func makeTree(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scan-\(UUID().uuidString)")
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func parallelScanKeepsPathOrderAndMatchesASingleThread() throws {
    var files: [String: String] = [:]
    for index in 0..<40 {
      files["Module\(index % 4)/File\(index).swift"] =
        "import Module\((index + 1) % 4)\n\nstruct Type\(index): View { let next = Type\(index + 1)() }\n"
    }
    files["Broken/Broken.swift"] = "struct {"
    let root = try makeTree(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let paths = files.keys.sorted()
    let parallel = SourceScanner(threads: 4).scan(root: root, paths: paths + ["Missing.swift"])
    let single = SourceScanner(threads: 1).scan(root: root, paths: paths + ["Missing.swift"])
    #expect(parallel.files.map(\.path) == paths)
    #expect(parallel.files == single.files)
    #expect(parallel.files.first { $0.path == "Module1/File5.swift" }?.types.first?.references == ["Type6", "View"])
    #expect(parallel.diagnostics.map { $0.location?.file } == ["Broken/Broken.swift", "Missing.swift"])
    #expect(parallel.diagnostics[0].message.hasPrefix("the Swift parser (\(SourceScanner.parserName)) rejects line 1"))
    #expect(parallel.diagnostics[1].message.hasPrefix("cannot read the file"))
    #expect(SourceScanner(threads: 2).parseOnly(root: root, paths: paths) == 1)
  }

  @Test func statementsNestedTooDeepForTheParserAreReportedNotParsed() throws {
    // SwiftParser overflows its stack on thousands of nested brackets and takes exponential time on nested
    // square brackets: such statements are left out with a diagnostic instead of crashing or hanging the run, and
    // the rest of their files is scanned.
    let root = try makeTree([
      "Deep.swift": "import Deep\nlet x = " + String(repeating: "(", count: 300) + String(repeating: ")", count: 300),
      "Squares.swift": "let y = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\nstruct Y {}",
      "Fine.swift": "let z = [[[1]], [[2]]]\nstruct Fine {}",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = SourceScanner(threads: 2).scan(root: root, paths: ["Deep.swift", "Fine.swift", "Squares.swift"])
    #expect(result.files.map(\.path) == ["Deep.swift", "Fine.swift", "Squares.swift"])
    #expect(result.files[0].imports.map(\.module) == ["Deep"])
    #expect(result.files[2].types.map(\.name) == ["Y"])
    #expect(result.diagnostics.map(\.location) == [Location(file: "Deep.swift", line: 2), Location(file: "Squares.swift", line: 1)])
    #expect(result.diagnostics.map(\.message) == [
      "not scanned: line 2, a statement or declaration where brackets nest deeper than 256 levels; the rest of the "
        + "file, its imports too, is scanned",
      "not scanned: line 1, a statement or declaration where square brackets nest deeper than 18 levels; the rest of "
        + "the file, its imports too, is scanned",
    ])
  }

  /// A test file of an encoder holds one alias 19 square brackets deep (swift-foundation's JSONEncoderTests): the
  /// whole file, imports too, was left out for it. Now only that statement is, and said with its line.
  @Test func aDeclarationNestedTooDeepIsLeftOutAndTheRestOfItsFileIsScanned() throws {
    let result = SourceScanner(threads: 1).scan(
      root: Fixtures.url("Scanner/DeepNesting"), paths: ["NestedArrayEncodingTests.swift"])
    let facts = try #require(result.files.first)
    #expect(facts.imports.map(\.module) == ["Foundation", "XCTest", "Encoding"])
    #expect(facts.types.map(\.name) == ["NestedArrayEncodingTests", "EncodingFixture"])
    #expect(facts.functions.count == 2)
    #expect(facts.parseError == nil)
    #expect(facts.skipped == [FileFacts.SkippedCode(lines: 8...8, line: 8, reason: "square brackets nest deeper than 18 levels")])
    #expect(result.diagnostics.map(\.location) == [Location(file: "NestedArrayEncodingTests.swift", line: 8)])
    #expect(result.diagnostics.map(\.message) == [
      "not scanned: line 8, a statement or declaration where square brackets nest deeper than 18 levels; the rest of "
        + "the file, its imports too, is scanned"
    ])
    // Parsing alone (the baseline a scan is measured against) leaves the same statement out: no syntax error left.
    #expect(SourceScanner(threads: 1).parseOnly(root: Fixtures.url("Scanner/DeepNesting"), paths: ["NestedArrayEncodingTests.swift"]) == 0)
  }

  /// Calls nested 30 deep: a debug build of SwiftParser stops at 20 levels by default, a release build at 256. Before,
  /// a debug plumb (the tests' build) said the parser rejected the line that a release plumb read; now every build
  /// gives the parser the same level (`SwiftParsing.maximumNestingLevel`) and reads the file whole.
  @Test func nestingBetweenTheParsersDebugAndReleaseDefaultsIsReadInEveryBuild() throws {
    let result = SourceScanner(threads: 1).scan(
      root: Fixtures.url("Scanner/DeepNesting"), paths: ["NestedOutline.swift"])
    let facts = try #require(result.files.first)
    #expect(facts.parseError == nil)
    #expect(facts.skipped.isEmpty)
    #expect(result.diagnostics.isEmpty)
    #expect(facts.types.map(\.name) == ["Outline"])
    #expect(facts.types.first?.memberNames == ["children", "depth", "group", "sample", "title"])
    #expect(SwiftParsing.maximumNestingLevel == SourceNesting.Limits().brackets)
  }

  @Test func binaryAndNonUTF8FilesAreReportedForWhatTheyAre() throws {
    let root = try makeTree(["Fine.swift": "let café = \"naïve\"\nstruct Fine {}\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    // A compiled file named .swift (NUL bytes, and brackets that would look nested) and Latin-1 text.
    try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00] + Array(repeating: 0x5B, count: 40))
      .write(to: root.appendingPathComponent("Binary.swift"))
    try Data("let name = \"caf".utf8 + [0xE9] + Data("\"\n".utf8)).write(to: root.appendingPathComponent("Latin1.swift"))
    let result = SourceScanner(threads: 2).scan(root: root, paths: ["Binary.swift", "Fine.swift", "Latin1.swift"])
    #expect(result.files.map(\.path) == ["Fine.swift"])
    #expect(result.files.first?.types.map(\.name) == ["Fine"])
    #expect(result.diagnostics.map { $0.location?.file } == ["Binary.swift", "Latin1.swift"])
    #expect(result.diagnostics.map(\.message) == [
      "not scanned: a binary file (it holds NUL bytes), not Swift source",
      "not scanned: the file is not UTF-8 text",
    ])
    #expect(result.diagnostics.map { $0.location?.line } == [0, 1])
  }

  @Test func factsRoundTripThroughJSON() throws {
    let facts = SourceScanner.scan(
      source: "@testable import Core\n#if os(iOS)\nimport UIKit\n#endif\nfinal class A: UIViewController { weak var b: B? }",
      path: "A.swift")
    let data = try JSONEncoder().encode(facts)
    #expect(try JSONDecoder().decode(FileFacts.self, from: data) == facts)
  }
}

/// The nesting SwiftParser and the walks after it recurse on, refused before the parser sees the file: each of
/// these crashed `scan`, `graph` and `check` with a stack overflow before the census counted them.
@Suite struct NestingGuardTests {
  private func scanOne(_ source: String) throws -> SourceScanner.Result {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-nest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try source.write(to: root.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
    try "struct Fine {}\n".write(to: root.appendingPathComponent("Fine.swift"), atomically: true, encoding: .utf8)
    return SourceScanner(threads: 2).scan(root: root, paths: ["Deep.swift", "Fine.swift"])
  }

  /// Each hostile file by name (so a failing case prints its name, not the whole file), its message and line.
  /// `cut`: only the statement is left out, the rest of the file is scanned; otherwise no cut of a few statements
  /// makes the file safe (a chain goes on across lines), and the whole file is left out.
  static let cases: [String: (source: () -> String, message: String, line: Int, cut: Bool)] = [
    "generic 2,000 deep": (
      { "struct A<T> {}\nlet x: " + String(repeating: "A<", count: 2000) + "Int" + String(repeating: ">", count: 2000) + "? = nil\n" },
      "generic arguments (`<`) nest deeper than 256 levels", 2, true
    ),
    "10,000-branch else-if": (
      {
        "func f(x: Int) -> Int {\n  if x == 0 { return 0 }\n"
          + (1...10_000).map { "  else if x == \($0) { return \($0) }\n" }.joined() + "  return -1\n}\n"
      },
      "`else if` chains go deeper than 1000 levels", 1003, false
    ),
    "50,000 chained calls": (
      { "func f() -> Any { 0 }\n\nlet y: Any = f" + String(repeating: "()", count: 50_000) + "\n" },
      "postfix chains (calls, members) go deeper than 1000 levels", 3, true
    ),
    "50,000 members": (
      { "let z = a" + String(repeating: ".b", count: 50_000) + "\n" },
      "postfix chains (calls, members) go deeper than 1000 levels", 1, true
    ),
    "5,000 modifier lines": (
      { "let z = a\n" + String(repeating: "  .b()\n", count: 5_000) },
      "postfix chains (calls, members) go deeper than 1000 levels", 502, false
    ),
    "300 brackets inside an interpolation": (
      {
        "let s = \"value: \\(" + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
          + ")\"\n"
      },
      "brackets nest deeper than 256 levels", 1, true
    ),
    "5,000 optionals": (
      { "let t: Int" + String(repeating: "?", count: 5_000) + " = nil\n" },
      "postfix chains (calls, members) go deeper than 1000 levels", 1, true
    ),
  ]

  @Test(arguments: cases.keys.sorted())
  func deepNestingIsReportedWithItsLineAndTheRestIsScanned(name: String) throws {
    let (source, message, line, cut) = Self.cases[name]!
    let result = try scanOne(source())
    #expect(result.diagnostics.first?.location == Location(file: "Deep.swift", line: line))
    if cut {
      #expect(result.files.map(\.path) == ["Deep.swift", "Fine.swift"])
      #expect(result.diagnostics.map(\.message) == [
        "not scanned: line \(line), a statement or declaration where \(message); the rest of the file, its imports "
          + "too, is scanned"
      ])
    } else {
      #expect(result.files.map(\.path) == ["Fine.swift"])
      #expect(result.diagnostics.map(\.message) == ["not scanned: \(message)"])
    }
  }

  @Test func realCodeIsNotRefused() throws {
    // Every Swift file of this repository (sources, tests, samples) passes the census.
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var checked = 0
    for folder in ["Sources", "Tests", "Samples"] {
      let enumerator = FileManager.default.enumerator(at: repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        // The fixtures of code nested too deep, on purpose.
        if url.path.contains("/Fixtures/Scanner/DeepNesting/") { continue }
        guard url.pathExtension == "swift", let data = try? Data(contentsOf: url) else { continue }
        let census = data.withUnsafeBytes { SourceNesting($0.bindMemory(to: UInt8.self)) }
        #expect(census.excess == nil, "\(url.path): \(census.excess?.message ?? "")")
        checked += 1
      }
    }
    #expect(checked > 300)
  }

  /// swift-protobuf's JSON tests hold `"[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]"`, and threema's Unicode table has
  /// hundreds of `0x0041..<0x005B` ranges in one statement: neither nests for the parser, and both files were refused.
  @Test func textOfStringsAndCommentsAndRangeOperatorsDoNotNest() {
    let deep = String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
    let ranges = (0..<400).map { "0x\($0)..<0x\($0 + 1)" }.joined(separator: ", ")
    let source = """
      let json = "{\\"a\\": \(deep)}"
      let raw = #"\\"\(deep)"#
      let block = \"""
        \(deep) "quoted"
        \"""
      // \(deep)
      /* \(deep) /* nested */ \(deep) */
      let table: [ClosedRange<Int>] = []
      let all = [\(ranges)]
      let shown = "\\(table.count) in \\([1, 2].map { [$0] })"
      """
    let census = Array(source.utf8).withUnsafeBufferPointer { SourceNesting($0) }
    #expect(census.excess == nil, "\(census.excess?.message ?? "")")
    #expect(census.squareBrackets == 1)
    #expect(census.angleBrackets == 1)
  }

  /// The statement holding an excess: the innermost `{ }` around it, from the start of its line to its line break or
  /// to the `}` closing its level; the file's own level when no brace holds it.
  @Test func theCensusNamesTheStatementHoldingAnExcess() {
    func statement(_ source: String) -> (text: String, lines: ClosedRange<Int>)? {
      let bytes = Array(source.utf8)
      let limits = SourceNesting.Limits(squareBrackets: 2)
      guard let excess = bytes.withUnsafeBufferPointer({ SourceNesting($0, limits: limits) }).excess else { return nil }
      return (String(decoding: bytes[excess.statement], as: UTF8.self), excess.statementLines)
    }
    let inType = statement("struct S {\n  let a = 1\n  let b = [[[x]]] // deep\n  let c = 2\n}\n")
    #expect(inType?.text == "  let b = [[[x]]] // deep")
    #expect(inType?.lines == 3...3)
    let closedByItsBrace = statement("func f() {\n  g([[\n  [x]]]) }\nlet d = 1\n")
    #expect(closedByItsBrace?.text == "  g([[\n  [x]]]) ")
    #expect(closedByItsBrace?.lines == 2...3)
    let atFileScope = statement("import A\nlet e = f([[[\n  x]]])\n")
    #expect(atFileScope?.text == "let e = f([[[\n  x]]])")
    #expect(atFileScope?.lines == 2...3)
    let inAClosureOfAComment = statement("/* { */ let h = { [[[x]]] }\n")
    #expect(inAClosureOfAComment?.text == " [[[x]]] ")
    #expect(inAClosureOfAComment?.lines == 1...1)
  }

  @Test func theCensusIsLinear() {
    // The work counted for an input ten times larger grows about ten times (not the wall clock).
    func work(_ copies: Int) -> Int {
      var source = Array(String(repeating: "let a = f(x)?.b[1] { $0 } ?? A<B<C>>()\nif a { } else if b { }\n", count: copies).utf8)
      return source.withUnsafeMutableBufferPointer { SourceNesting(UnsafeBufferPointer($0)).work }
    }
    let small = work(1_000)
    let large = work(10_000)
    #expect(small > 0)
    #expect(Double(large) / Double(small) <= 12)
  }
}

extension NestingGuardTests {
  @Test func aFileLargerThanTheLimitIsNotParsed() throws {
    // 11 MB of ordinary code: read, counted, refused before the parser builds a tree fifty times its size.
    let line = "let value = compute(a: 1, b: \"text\", c: [1, 2, 3]).map { $0 + 1 }\n"
    let source = String(repeating: line, count: 11_000_000 / line.utf8.count + 1)
    let result = try scanOne(source)
    #expect(result.files.map(\.path) == ["Fine.swift"])
    #expect(result.diagnostics.map(\.message) == ["not scanned: the file is 11.0 MB, more than the 10 MB plumb parses in one file"])
  }
}
