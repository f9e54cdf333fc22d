import Foundation
@testable import PlumbKit
import PlumbTestSupport
import Testing

/// The analysis cache's body (`AnalysisSections`): what a run wrote reads back the same, the roles included (decoded
/// only when asked for), and bytes cut short anywhere are refused whole, never read as a partial snapshot.
@Suite struct AnalysisSectionsTests {
  /// The snapshot the plumb executable writes for a copy of `sample` (the copy is removed before it returns).
  static func writtenSnapshot(of sample: String) throws -> AnalysisCache.Snapshot {
    let folder = try AnalysisCacheTests.copy(sample)
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = folder.appendingPathComponent("cache-elsewhere")
    let run = try PlumbBinary.run(["check", folder.path, "--cache-path", cache.path])
    #expect(run.status != 2, "\(run.errors)")
    // Written by the plumb executable: read under its stamp, not the test runner's.
    let plumb = FindingsCache.stamp(ofExecutableAt: PlumbBinary.url?.resolvingSymlinksInPath().path)
    return try #require(AnalysisCache(folder: cache, toolVersion: PlumbVersion.current, binary: plumb).snapshot)
  }

  @Test func aSnapshotReadsBackAsWrittenAndACutOneIsRefused() throws {
    let snapshot = try Self.writtenSnapshot(of: "ClassicMac/MVVM-C")
    let scan = try #require(snapshot.scan)
    #expect(!scan.scannedPaths.isEmpty)
    #expect(Set(scan.hashes.keys) == Set(scan.scannedPaths))
    #expect(!snapshot.generation.isEmpty)

    let body = try AnalysisSections.encode(snapshot)
    let again = try AnalysisSections.decode(body)
    let scanAgain = try #require(again.scan)
    #expect(again.graph == snapshot.graph)
    #expect(again.generation == snapshot.generation)
    #expect(scanAgain.graph == scan.graph)
    #expect(scanAgain.hashes == scan.hashes)
    #expect(scanAgain.scannedPaths == scan.scannedPaths)
    #expect(scanAgain.actualEdges == scan.actualEdges)
    #expect(scanAgain.roles() == scan.roles())
    #expect(!scan.roles().isEmpty)
    #expect(again.load == snapshot.load)
    #expect(again.verifiedSince == snapshot.verifiedSince)
    #expect(scanAgain.stamps == scan.stamps)
    #expect(!scan.stamps.isEmpty)
    let sorted = JSONEncoder()
    sorted.outputFormatting = .sortedKeys
    // Module by module: the summaries' dictionary is keyed by module ids, which JSON writes in hash order.
    let (facts, factsAgain) = (scan.sourceFacts(), scanAgain.sourceFacts())
    #expect(Set(factsAgain.modules.keys) == Set(facts.modules.keys))
    #expect(!facts.modules.isEmpty)
    for (module, summary) in facts.modules {
      #expect(try sorted.encode(factsAgain.modules[module]) == sorted.encode(summary), "\(module)")
    }
    #expect(factsAgain.actualDependencies == facts.actualDependencies)
    #expect(factsAgain.remoteFunctions == facts.remoteFunctions)
    #expect(scanAgain.suppressions == scan.suppressions)
    #expect(scanAgain.sizes == scan.sizes)

    for cut in [0, 1, 9, body.count / 2, body.count - 1] {
      #expect(throws: (any Error).self, "cut at \(cut)") { try AnalysisSections.decode(body.prefix(cut)) }
    }
  }

  /// The load's part of a snapshot read from the file (its inputs, graph and diagnostics) is written back as the
  /// bytes it was read from, whatever the snapshot says (nothing checks them again: the cache drops them when the
  /// load is not the one read), and encoded from the snapshot when it has no bytes.
  @Test func theLoadsPartIsWrittenBackAsRead() throws {
    var snapshot = try Self.writtenSnapshot(of: "ClassicMac/MVVM-C")
    #expect(snapshot.encodedLoad != nil)
    let graph = snapshot.graph
    #expect(!graph.modules.isEmpty)

    snapshot.graph = ModuleGraph(modules: [], dependencies: [])
    snapshot.load.settings += "\u{0}changed"
    let copied = try AnalysisSections.decode(AnalysisSections.encode(snapshot))
    #expect(copied.graph == graph)
    #expect(copied.load.settings == snapshot.load.settings.replacingOccurrences(of: "\u{0}changed", with: ""))

    snapshot.encodedLoad = nil
    let encoded = try AnalysisSections.decode(AnalysisSections.encode(snapshot))
    #expect(encoded.graph.modules.isEmpty)
    #expect(encoded.load.settings == snapshot.load.settings)
    #expect(encoded.scan?.scannedPaths == copied.scan?.scannedPaths)
  }

  /// A value of our own with every shape the caches hold (optionals absent and present, nested arrays, dictionaries
  /// keyed by strings and by other values, enums with payloads, every integer width): it reads back equal; every cut
  /// of its bytes and every single flipped byte throws or reads, never traps.
  @Test func binaryCodingReadsBackAndRefusesDamage() throws {
    struct Inner: Codable, Equatable {
      var name: String
      var note: String?
      var flags: [Bool]
    }
    enum Shape: Codable, Equatable {
      case point
      case line(length: Double)
      case named(String, Int8)
    }
    struct Outer: Codable, Equatable {
      var count: Int
      var big: UInt64
      var small: Int16
      var ratio: Float
      var inner: Inner
      var list: [Inner]
      var byName: [String: [Int]]
      var byNumber: [Int32: String]
      var shapes: [Shape]
      var missing: Inner?
      var empty: [String]
    }
    let value = Outer(
      count: -42, big: .max, small: -7, ratio: 0.25,
      inner: Inner(name: "é, \"quoted\"", note: nil, flags: [true, false]),
      list: [Inner(name: "", note: "n", flags: [])], byName: ["a": [1, 2], "": []], byNumber: [3: "three", -1: "x"],
      shapes: [.point, .line(length: 2.5), .named("n", -3)], missing: nil, empty: [])
    let bytes = try BinaryCoding.encode(value)
    #expect(try BinaryCoding.decode(Outer.self, from: bytes) == value)
    for cut in 0..<bytes.count {
      #expect(throws: (any Error).self, "cut at \(cut)") {
        try BinaryCoding.decode(Outer.self, from: bytes.prefix(cut))
      }
    }
    for index in 0..<bytes.count {
      var damaged = bytes
      damaged[index] ^= 0xA5
      _ = try? BinaryCoding.decode(Outer.self, from: damaged)
    }
  }

  /// A section written in place (its length filled in after its bytes) is the section made apart and copied in, at
  /// any depth, with a value of `BinaryCoding` or a summary in it; the body's sections are read back as slices of
  /// it, which decode as a copy would.
  @Test func sectionsWrittenInPlaceAreTheSectionsMadeApart() throws {
    struct Value: Codable, Equatable {
      var name: String
      var numbers: [Int]
    }
    let value = Value(name: "in place", numbers: [1, -2, 3])
    let summary = SourceFacts.ModuleFacts(
      imports: [SourceFacts.Import(module: "Core", location: Location(file: "A.swift", line: 2))], lines: 9, files: 1,
      types: 2)

    var inner = BinaryWriter()
    inner.string("inner")
    inner.integer(7)
    var apart = BinaryWriter()
    apart.integer(1)
    apart.section(inner.data)
    apart.section(Data())
    apart.section(try BinaryCoding.encode(value))
    apart.section(SummaryCoding.encode(summary))
    var outer = BinaryWriter()
    outer.section(apart.data)

    var inPlace = BinaryWriter(capacity: 3)
    try inPlace.section { body in
      body.integer(1)
      body.section { inner in
        inner.string("inner")
        inner.integer(7)
      }
      body.section { _ in }
      try body.section { try BinaryCoding.encode(value, into: &$0) }
      body.section { SummaryCoding.encode(summary, into: &$0) }
    }
    #expect(inPlace.bytes == outer.bytes)

    // Read back from a slice that does not start at the buffer's start, as the sealed file's body is.
    let buffer = Data([9, 9]) + inPlace.data
    let sections = try BinaryReader.sections(of: buffer[2...])
    #expect(sections.count == 1)
    let parts = try BinaryReader.sections(of: sections[0].dropFirst(8))
    #expect(parts.count == 4)
    #expect(parts[1].isEmpty)
    #expect(try BinaryCoding.decode(Value.self, from: parts[2]) == value)
    let decoded = try parts[3].withUnsafeBytes { try SummaryCoding.decode($0) }
    #expect(decoded.lines == 9 && decoded.types == 2 && decoded.imports.map(\.module) == ["Core"])
  }

  /// The summaries' section holds each module apart: a module's stored bytes are found without decoding, a section
  /// written with a module's bytes given is written with those very bytes (nothing checks them again: they must be
  /// that module's summary), and what the section holds besides the modules reads back.
  @Test func summariesAreStoredModuleByModuleAndCopiedAsGiven() throws {
    let (a, b, c) = (
      ModuleID(container: "P", name: "A"), ModuleID(container: "P", name: "B"), ModuleID(container: "Q", name: "A")
    )
    func summary(_ lines: Int, _ imports: [String]) -> SourceFacts.ModuleFacts {
      SourceFacts.ModuleFacts(
        imports: imports.map { SourceFacts.Import(module: $0, location: Location(file: "F.swift", line: 1)) },
        lines: lines, files: 1, types: 1)
    }
    var facts = SourceFacts(
      modules: [a: summary(3, ["B"]), b: summary(5, []), c: summary(7, ["Foundation"])],
      actualDependencies: [Dependency(from: a, to: b, kind: .importOnly)])
    facts.remoteFunctions = ["Remote": ["call"]]
    let stored = AnalysisSections.Summaries(try AnalysisSections.Summaries.encode(facts, reusing: { _ in nil }))
    #expect(stored.encoded(ModuleID(container: "P", name: "Z")) == nil)
    let bytesOfB = try #require(stored.encoded(b))

    // B's bytes given for A: A reads back as B, which shows the bytes were copied, not encoded again.
    let copied = AnalysisSections.Summaries(try AnalysisSections.Summaries.encode(facts, reusing: { $0 == a ? bytesOfB : nil }))
    #expect(copied.value.modules[a]?.lines == 5)
    #expect(copied.encoded(a) == bytesOfB)
    #expect(copied.value.modules[c]?.lines == 7)
    #expect(copied.value.modules[c]?.imports.map(\.module) == ["Foundation"])
    #expect(copied.value.remoteFunctions == ["Remote": ["call"]])
    #expect(copied.value.actualDependencies == facts.actualDependencies)
    #expect(Set(copied.value.modules.keys) == [a, b, c])
  }
}
