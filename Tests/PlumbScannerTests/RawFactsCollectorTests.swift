import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbScanner

/// The scanner walks the raw tree for speed; `VisitorFactsOracle`, a `SyntaxVisitor` kept in the tests, finds the
/// same facts independently. Both must agree exactly, with syntax errors or without, so every file the tests
/// have, and broken copies of them, are scanned both ways.
@Suite struct RawFactsCollectorTests {
  private static func bothWays(_ source: String) -> (raw: FileFacts, visitor: FileFacts) {
    var source = source
    return source.withUTF8 { bytes in
      (
        SourceScanner.scan(bytes: bytes, path: "Source.swift"),
        VisitorFactsOracle.scan(bytes: bytes, path: "Source.swift")
      )
    }
  }

  /// Every Swift file of the samples and fixtures, as text.
  private static func sampleAndFixtureSources() throws -> [(path: String, source: String)] {
    var result: [(String, String)] = []
    for root in [Fixtures.samples, Fixtures.directory] {
      let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
      for case let url as URL in enumerator where url.pathExtension == "swift" {
        // Code nested too deep on purpose: plumb leaves the deep statement out, the visitor oracle reads it.
        if url.path.contains("/Fixtures/Scanner/DeepNesting/") { continue }
        // A fixture that is not UTF-8 on purpose (a file a manifest excludes) is not Swift the scanner reads.
        guard let source = try? String(contentsOf: url, encoding: .utf8) else { continue }
        result.append((url.path, source))
      }
    }
    return result
  }

  /// Broken copies of a file: cut off at a third and at two thirds of its length, without every seventh line, and
  /// with a stray `case` line in the middle (the parser puts much of what follows in unexpected nodes).
  private static func brokenCopies(of source: String) -> [String] {
    let characters = Array(source)
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let withoutEverySeventh = lines.enumerated().filter { $0.offset % 7 != 3 }.map(\.element)
    lines.insert("case", at: lines.count / 2)
    return [
      String(characters[..<(characters.count / 3)]),
      String(characters[..<(characters.count * 2 / 3)]),
      withoutEverySeventh.joined(separator: "\n"),
      lines.joined(separator: "\n"),
    ]
  }

  @Test(arguments: [
    // Alerts bound to locals, presented; a screen presented under the same local name elsewhere.
    """
    final class Screen: UIViewController {
      func warn() { let c = UIAlertController(title: nil, message: nil, preferredStyle: .alert); present(c, animated: true) }
      func go() { let c = Detail(); present(c, animated: true) }
    }
    """,
    // Closures assigned to properties, capturing `self` strongly or not.
    """
    final class Flow {
      let screen = Screen()
      var done: (() -> Void)?
      func start() {
        screen.onSelect = { item in self.open(item) }
        screen?.onClose = { [weak self] in self?.close() }
        self.done = { [self] in finish() }
        onTap = { [unowned(unsafe) self] in self.tap() }
        screen.onHelp = { print(Help.self) }
      }
    }
    """,
    // Types declared in a function body, in a closure and in a computed property.
    """
    import UIKit
    final class Flow {
      func start() {
        struct Local: Codable { var item: Item; func go() { nav.pushViewController(Detail(), animated: true) } }
        let make = { () -> Int in
          enum Inner { case a(Payload) }
          return Inner.a(Payload()).hashValue
        }
        _ = make
      }
      var computed: Int { class Counter { let value = Store.Value() }; return Counter().value.count }
    }
    """,
    // Calls, labels, trailing closures, member chains, key paths, attributes on members and in code.
    """
    struct Screen: View {
      @Environment(\\.modelContext) private var context
      @Query var items: [Item]
      @AppStorage("k") var flag = false
      var body: some View {
        NavigationStack { List(items) { Text($0.name) } }
          .sheet(isPresented: $flag) { Detail.Inner.View() }
          .onAppear { NotificationCenter.default.post(name: .didAppear, object: nil) }
      }
      func close() { dismiss(); present(vc, animated: true); show(vc, sender: self); dismiss(animated: true) }
      func db() { sqlite3_open(path, &handle); let q = DatabaseQueue(); _ = UserDefaults.standard.bool(forKey: "a") }
      func observe() {
        center.addObserver(self, selector: #selector(f), name: .x, object: nil)
        obj.addObserver(self, forKeyPath: "k", options: [], context: nil)
        _ = NotificationCenter.default.publisher(for: .y)
        _ = NotificationCenter.default.notifications(named: .z)
        let generic = Array<Entry>(); let dict: [Key: Value.Nested] = [:]; _ = Self.make(); _ = `Type`.self
      }
    }
    """,
    // Top-level code, global functions, `#if` in code and in members, `Module::name`, string interpolation.
    """
    #if canImport(UIKit)
    import UIKit
    #endif
    let shared = Registry.Shared(kind: .main)
    func helper(_ value: Value) -> Result<Output, Failure> { .success(Output(value)) }
    print("\\(Formatter.string(from: Date())) \\(value.count)")
    struct Holder {
      #if DEBUG
      var debug = DebugTool()
      struct DebugOnly {}
      #else
      var release = ReleaseTool()
      #endif
      func run() {
        #if os(iOS)
        UIApplication.shared.open(URL(string: "x")!)
        #elseif DEBUG
        Logger.log(Swift::print)
        #endif
      }
    }
    extension Holder.Nested where T: Equatable { func f() { _ = T.self; _ = [Int: [Holder.Key]]() } }
    """,
    // Declarations: every import form, every kind of type, properties of every sort, member counts.
    """
    @_exported import Core
    @testable import Feature
    public import Networking
    import struct Models.Item
    #if canImport(UIKit)
    import UIKit
    #elseif os(macOS)
    import AppKit
    #else
    import Foundation
    #endif
    @MainActor @Observable
    public final class Store<Value: Equatable, Key>: BaseStore, ObservableObject where Key: Hashable {
      @Published private(set) var items: [Item] = []
      weak var delegate: StoreDelegate?
      unowned let owner: Owner
      static let shared = Store<Int, String>.init()
      var a, b: Int
      var c = Cache(), d: Double = 0
      var observed = 0 { willSet { print(newValue) } didSet { notify() } }
      var computed: Int { items.count }
      lazy var formatter = { DateFormatter() }()
      init() {}
      func load() async throws -> [Item] { try await Client.shared.fetch(Item.self) }
      struct Nested { enum Deeper { case one, two(Payload) } }
      #if DEBUG
      func debugDump() {}
      #endif
    }
    protocol Repository<Entity>: AnyObject { associatedtype Entity; func all() -> [Entity] }
    actor Counter { private var count = 0; func increment() { count += 1 } }
    enum Route: Hashable { case home, detail(id: Item.ID) }
    extension Array: Identifiable where Element == Item { public var id: Int { count } }
    """,
    // Functions of every kind, nested ones, and every decision point.
    """
    func branches(x: Int, y: Int = a ? 1 : 2) -> Int {
      if x > 0 && y > 0 { } else if case .some(let z) = opt, z > 1 || z < -1 { }
      guard x != 3 else { return 0 }
      while x > 10 {}; repeat {} while x < 0
      for case let i? in xs where i > 0 { print("\\(i > 1 ? "a" : "b")") }
      do { try run() } catch let error as Failure { } catch { }
      func nested() { switch x { case 1, 2: break; case let v where v > 3: break; default: break } }
      let closure = { (v: Int) -> Bool in v > 0 ? true : false }
      enum Local { case a, b }
      #if DEBUG && os(iOS)
      if debug {}
      #endif
      return closure(x) ? 1 : 0
    }
    final class Store {
      init?(a: Int, b: Int) { if a > b {} }
      deinit { if a {} }
      var comp: Int { a ? 1 : 2 }
      var both: Int { get { a ? 1 : 2 } set(v) { if v > 0 {} } }
      var observed = 0 { willSet { if a {} } didSet { if b {} } }
      subscript(i: Int) -> Int { i > 0 ? i : 0 }
      subscript(key: String) -> Int { get { 1 } set { if newValue > 0 {} } }
      var modified: Int { _read { yield x } _modify { if a {}; yield &x } }
      static func == (lhs: Store, rhs: Store) -> Bool { lhs.a == rhs.a && lhs.b == rhs.b }
    }
    protocol Requirements { subscript(i: Int) -> Int { get set }; func f(a: Int); init(b: Int) }
    """,
  ])
  func snippetsGiveTheSameFactsBothWays(source: String) {
    let (raw, visitor) = Self.bothWays(source)
    // These snippets are for clean trees; files with syntax errors are compared below.
    #expect(raw.parseError == nil)
    #expect(raw == visitor)
    #expect(!raw.functions.isEmpty)
  }

  @Test func localTypesAreRecordedWithTheirMembers() {
    let (raw, _) = Self.bothWays(
      "func f() { struct Local { let value: Payload; func g() { Helper.run() } } }\n")
    let local = raw.types.first { $0.name == "Local" }
    #expect(local?.references == ["Helper", "Payload"])
    #expect(local?.memberCounts.methods == 1)
  }

  /// Every Swift file of the samples and fixtures, scanned both ways.
  @Test func everySampleAndFixtureGivesTheSameFactsBothWays() throws {
    var compared = 0
    var clean = 0
    var decisionPoints = 0
    for (path, source) in try Self.sampleAndFixtureSources() {
      let (raw, visitor) = Self.bothWays(source)
      #expect(raw == visitor, "\(path)")
      compared += 1
      if raw.parseError == nil { clean += 1 }
      decisionPoints += raw.functions.reduce(0) { $0 + $1.cyclomaticComplexity - 1 }
    }
    #expect(compared > 100)
    // The functions compared hold decisions, not only straight-line code.
    #expect(decisionPoints > 100)
    // Nearly all are clean: these prove the paths clean trees take, the broken copies below the others.
    #expect(clean * 10 >= compared * 9, "\(clean) of \(compared) files parse cleanly")
  }

  /// Broken copies of every sample and fixture file, scanned both ways: trees with missing tokens and
  /// unexpected nodes, which the raw walk enters in full.
  @Test func brokenCopiesOfEverySampleAndFixtureGiveTheSameFactsBothWays() throws {
    var compared = 0
    var broken = 0
    for (path, source) in try Self.sampleAndFixtureSources() {
      for (index, copy) in Self.brokenCopies(of: source).enumerated() {
        let (raw, visitor) = Self.bothWays(copy)
        #expect(raw == visitor, "\(path), broken copy \(index)")
        compared += 1
        if raw.parseError != nil { broken += 1 }
      }
    }
    #expect(broken * 4 >= compared * 3, "\(broken) of \(compared) copies have syntax errors")
  }
}
