import Foundation
import PlumbLoaders
import PlumbModel
import PlumbScanner

/// The analysis cache's body (`AnalysisCache`): five sections, each its length then its bytes, so that a run decodes
/// only what it uses. The load's part (its inputs, graph and diagnostics: `LoadHead`), written back as it was read when
/// the run reused the load unchanged; the head of the rest (the scan's edges, problems and suppression comments); the
/// scanned paths with their hashes and stamps, which every warm run reads and compares (a length-prefixed string
/// and a few integers a file); the per-module summaries, each module's apart (`Summaries`: a run after an edit
/// writes back the bytes of the modules the edit did not reach instead of encoding them again); the roles, each
/// file's apart (`Roles`: likewise for the files the edit did not change), decoded only when a stage asks for them.
/// All of it binary: the paths, the modules' summaries (`SummaryCoding`) and the roles by hand, the rest in
/// `BinaryCoding`'s form of their `Codable` values (JSON took most of a warm run's decoding, and of a cold run's
/// writing). The sealed file around it is checked
/// whole before any section is read.
enum AnalysisSections {
  struct LoadHead: Codable {
    var load: LoadInputs
    var graph: ModuleGraph
    var diagnostics: [AnalysisCache.StoredDiagnostic]
  }

  struct Head: Codable {
    var untracked: String?
    var generation: String
    var verifiedSince: Int64
    var scan: ScanHead?
  }

  struct ScanHead: Codable {
    /// The scanned graph when it is not the load's (a staged run's, with files added or deleted).
    var graph: ModuleGraph?
    var problems: [String]
    var actualEdges: [Dependency]
    var diagnostics: [AnalysisCache.StoredDiagnostic]
    var suppressions: [String: SuppressionComments]
    var sizes: [ModuleSizeRecord]
  }

  /// A module's size as the metrics read it.
  struct ModuleSizeRecord: Codable {
    var module: ModuleID
    var lines: Int
    var files: Int
    var types: Int?
    var abstractTypes: Int?
  }

  /// The sizes the metrics take from summaries (`SourceScanner.sizes`, whose rule this is).
  static func sizes(of facts: SourceFacts) -> [ModuleID: ModuleSize] {
    facts.modules.mapValues {
      ModuleSize(lines: $0.lines, files: $0.files, types: $0.types, abstractTypes: $0.abstractTypes)
    }
  }

  /// Bytes that do not hold the sections they should.
  struct Malformed: Error {}

  static func encode(_ snapshot: AnalysisCache.Snapshot) throws -> Data {
    Data(try encodedBytes(snapshot))
  }

  /// The body's bytes, each section written in place (the body is megabytes: a section made apart and copied into
  /// it was a copy of most of it), in a buffer of `capacity` bytes to begin with (the last body's size: one
  /// allocation instead of a buffer copied at each doubling).
  static func encodedBytes(_ snapshot: AnalysisCache.Snapshot, capacity: Int = 0) throws -> [UInt8] {
    let scan = snapshot.scan
    let head = Head(
      untracked: snapshot.untracked, generation: snapshot.generation, verifiedSince: snapshot.verifiedSince,
      scan: scan.map {
        ScanHead(
          graph: $0.graph == snapshot.graph ? nil : $0.graph, problems: $0.problems, actualEdges: $0.actualEdges,
          diagnostics: $0.diagnostics, suppressions: $0.suppressions,
          sizes: $0.sizes.sorted { $0.key < $1.key }.map {
            ModuleSizeRecord(
              module: $0.key, lines: $0.value.lines, files: $0.value.files, types: $0.value.types,
              abstractTypes: $0.value.abstractTypes)
          })
      })
    var writer = BinaryWriter(capacity: capacity)
    if let bytes = snapshot.encodedLoad {
      writer.section(bytes)
    } else {
      let load = LoadHead(load: snapshot.load, graph: snapshot.graph, diagnostics: snapshot.diagnostics)
      try writer.section { try BinaryCoding.encode(load, into: &$0) }
    }
    try writer.section { try BinaryCoding.encode(head, into: &$0) }
    if let scan {
      writer.section { files in
        files.integer(scan.scannedPaths.count)
        for path in scan.scannedPaths { files.string(path) }
        files.integer(scan.hashes.count)
        for path in hashedPaths(of: scan) {
          let hash = scan.hashes[path]!
          files.string(path)
          files.integer(hash.high)
          files.integer(hash.low)
          files.integer(hash.length)
          if let stamp = scan.stamps[path] {
            files.integer(1)
            files.integer(stamp.size)
            files.integer(stamp.modified)
            files.integer(stamp.changed)
            files.integer(stamp.inode)
          } else {
            files.integer(0)
          }
        }
      }
      try writer.section { try Summaries.encode(scan.sourceFacts(), reusing: scan.encodedSummary, into: &$0) }
      writer.section { roles in
        if let runs = scan.roleRuns {
          Roles.encode(runs: runs, into: &roles)
        } else {
          Roles.encode(scan.roles(), into: &roles)
        }
      }
    }
    return writer.bytes
  }

  /// The paths the scan hashed, in a stable order without sorting them all: the scanned files in scan order, then
  /// the others (files read that gave no facts), sorted.
  private static func hashedPaths(of scan: AnalysisCache.ScanSnapshot) -> [String] {
    var paths = scan.scannedPaths.filter { scan.hashes[$0] != nil }
    if paths.count < scan.hashes.count {
      let scanned = Set(paths)
      paths += scan.hashes.keys.filter { !scanned.contains($0) }.sorted()
    }
    return paths
  }

  static func decode(_ body: Data) throws -> AnalysisCache.Snapshot {
    let sections = try BinaryReader.sections(of: body)
    guard sections.count == 2 || sections.count == 5 else { throw Malformed() }
    let load = try BinaryCoding.decode(LoadHead.self, from: sections[0])
    let head = try BinaryCoding.decode(Head.self, from: sections[1])
    var snapshot = AnalysisCache.Snapshot(
      load: load.load, graph: load.graph, diagnostics: load.diagnostics, scan: nil, untracked: head.untracked,
      generation: head.generation, verifiedSince: head.verifiedSince)
    snapshot.encodedLoad = sections[0]
    guard let scan = head.scan else {
      guard sections.count == 2 else { throw Malformed() }
      return snapshot
    }
    guard sections.count == 5 else { throw Malformed() }
    let (paths, hashes, stamps) = try files(sections[2])
    let roles = Roles(sections[4])
    let facts = Summaries(sections[3])
    var sizes: [ModuleID: ModuleSize] = [:]
    for record in scan.sizes {
      sizes[record.module] = ModuleSize(
        lines: record.lines, files: record.files, types: record.types, abstractTypes: record.abstractTypes)
    }
    snapshot.scan = AnalysisCache.ScanSnapshot(
      graph: scan.graph ?? load.graph, hashes: hashes, stamps: stamps, problems: scan.problems, roles: { roles.value },
      actualEdges: scan.actualEdges, sourceFacts: { facts.value }, encodedSummary: { facts.encoded($0) }, sizes: sizes,
      diagnostics: scan.diagnostics, suppressions: scan.suppressions, scannedPaths: paths)
    snapshot.scan?.encodedRoles = { roles.encoded($0) }
    return snapshot
  }

  private static func files(_ data: Data) throws -> ([String], [String: ContentHash], [String: FileStamp]) {
    try data.withUnsafeBytes { raw in
      var reader = BinaryReader(raw)
      let pathCount = try reader.count()
      var paths: [String] = []
      paths.reserveCapacity(pathCount)
      for _ in 0..<pathCount { paths.append(try reader.string()) }
      let hashCount = try reader.count()
      var hashes: [String: ContentHash] = [:]
      var stamps: [String: FileStamp] = [:]
      hashes.reserveCapacity(hashCount)
      stamps.reserveCapacity(hashCount)
      for _ in 0..<hashCount {
        let path = try reader.string()
        hashes[path] = ContentHash(high: try reader.integer(), low: try reader.integer(), length: try reader.integer())
        switch try reader.integer() {
        case 0: break
        case 1:
          stamps[path] = FileStamp(
            size: Int64(bitPattern: try reader.integer()), modified: Int64(bitPattern: try reader.integer()),
            changed: Int64(bitPattern: try reader.integer()), inode: try reader.integer())
        default: throw Malformed()
        }
      }
      guard reader.isAtEnd else { throw Malformed() }
      return (paths, hashes, stamps)
    }
  }

  /// The summaries' section: what `SourceFacts` holds besides its modules, then each module's summary apart, its
  /// id and its bytes, in module order. Decoded whole the first time a stage asks (the rules read every module's);
  /// a module's bytes are found without decoding anything, to be written again as they are.
  final class Summaries: @unchecked Sendable {
    private let lock = NSLock()
    private let data: Data
    private var decoded: SourceFacts?
    private var ranges: [ModuleID: Range<Int>]?

    init(_ data: Data) { self.data = data }

    /// The section of `facts`, taking a module's bytes from `reusing` when it has them (they encode that module's
    /// summary: `AnalysisCache.ScanSnapshot.encodedSummary`).
    static func encode(_ facts: SourceFacts, reusing: (ModuleID) -> Data?) throws -> Data {
      var writer = BinaryWriter()
      try encode(facts, reusing: reusing, into: &writer)
      return writer.data
    }

    /// The section of `facts`, appended to `writer`.
    static func encode(_ facts: SourceFacts, reusing: (ModuleID) -> Data?, into writer: inout BinaryWriter) throws {
      var rest = facts
      rest.modules = [:]
      try writer.section { try BinaryCoding.encode(rest, into: &$0) }
      writer.integer(facts.modules.count)
      for (id, summary) in facts.modules.sorted(by: { $0.key < $1.key }) {
        writer.string(id.container)
        writer.string(id.name)
        if let bytes = reusing(id) {
          writer.section(bytes)
        } else {
          writer.section { SummaryCoding.encode(summary, into: &$0) }
        }
      }
    }

    /// Every module's place in the section, and the bytes of the rest.
    private static func index(_ data: Data) throws -> (rest: Range<Int>, modules: [(ModuleID, Range<Int>)]) {
      try data.withUnsafeBytes { raw in
        var reader = BinaryReader(raw)
        let restLength = try reader.count()
        let rest = reader.offset..<(reader.offset + restLength)
        try reader.skip(restLength)
        let count = try reader.count()
        var modules: [(ModuleID, Range<Int>)] = []
        modules.reserveCapacity(count)
        for _ in 0..<count {
          let id = ModuleID(container: try reader.string(), name: try reader.string())
          let length = try reader.count()
          modules.append((id, reader.offset..<(reader.offset + length)))
          try reader.skip(length)
        }
        guard reader.isAtEnd else { throw Malformed() }
        return (rest, modules)
      }
    }

    /// The bytes at `range` of the section: a slice sharing its storage, not a copy.
    private func slice(_ range: Range<Int>) -> Data {
      data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)]
    }

    var value: SourceFacts {
      lock.withLock {
        if let decoded { return decoded }
        guard let index = try? Self.index(data),
          var facts = try? BinaryCoding.decode(SourceFacts.self, from: slice(index.rest))
        else { preconditionFailure("the analysis cache's summaries do not decode: a bug of plumb") }
        facts.modules.reserveCapacity(index.modules.count)
        for (id, range) in index.modules {
          let summary = try? data.withUnsafeBytes { raw in
            try SummaryCoding.decode(UnsafeRawBufferPointer(rebasing: raw[range]))
          }
          guard let summary else {
            preconditionFailure("the analysis cache's summary of \(id) does not decode: a bug of plumb")
          }
          facts.modules[id] = summary
        }
        decoded = facts
        return facts
      }
    }

    /// The stored bytes of a module's summary; nil for a module the section does not hold.
    func encoded(_ id: ModuleID) -> Data? {
      lock.withLock {
        if ranges == nil {
          guard let index = try? Self.index(data) else {
            preconditionFailure("the analysis cache's summaries do not decode: a bug of plumb")
          }
          ranges = Dictionary(index.modules, uniquingKeysWith: { first, _ in first })
        }
        return ranges![id].map(slice)
      }
    }
  }

  /// The roles' section: the files that have roles, in the roles' order, each its path and its roles' bytes apart
  /// (a run after an edit writes back the bytes of the files it did not classify again, without decoding them).
  /// Decoded whole the first time a stage asks; a file's bytes are found without decoding anything. The file was
  /// checked whole when read, so the bytes are the ones written: they fail to decode only if this build cannot read
  /// what it wrote, which is a bug of plumb.
  final class Roles: @unchecked Sendable {
    private let lock = NSLock()
    private let data: Data
    private var decoded: [RoleAssignment]?
    private var ranges: [String: Range<Int>]?

    init(_ data: Data) { self.data = data }

    /// The section of `roles`, a file's run of them after another (they are listed file by file).
    static func encode(_ roles: [RoleAssignment]) -> Data {
      var writer = BinaryWriter()
      encode(roles, into: &writer)
      return writer.data
    }

    /// The section of `roles`, appended to `writer`.
    static func encode(_ roles: [RoleAssignment], into writer: inout BinaryWriter) {
      var runs: [WorkspaceScan.RoleRun] = []
      var start = 0
      while start < roles.count {
        var end = start + 1
        while end < roles.count, roles[end].file == roles[start].file { end += 1 }
        runs.append(.init(path: roles[start].file, made: Array(roles[start..<end]), stored: nil))
        start = end
      }
      encode(runs: runs, into: &writer)
    }

    /// The section of `runs`: a run's stored bytes as they are, the others' encoded.
    static func encode(runs: [WorkspaceScan.RoleRun]) -> Data {
      var writer = BinaryWriter()
      encode(runs: runs, into: &writer)
      return writer.data
    }

    /// The section of `runs`, appended to `writer`.
    static func encode(runs: [WorkspaceScan.RoleRun], into writer: inout BinaryWriter) {
      writer.integer(runs.count)
      for run in runs {
        writer.string(run.path)
        if let stored = run.stored {
          writer.section(stored)
        } else {
          writer.section { roles in
            let made = run.made ?? []
            roles.integer(made.count)
            for role in made {
              roles.string(role.type)
              roles.string(role.kind.rawValue)
              roles.string(role.role.rawValue)
              roles.integer(role.evidence.count)
              for evidence in role.evidence { roles.string(evidence) }
            }
          }
        }
      }
    }

    /// Every file's place in the section, in order.
    private static func index(_ data: Data) throws -> [(String, Range<Int>)] {
      try data.withUnsafeBytes { raw in
        var reader = BinaryReader(raw)
        let count = try reader.count()
        var runs: [(String, Range<Int>)] = []
        runs.reserveCapacity(count)
        for _ in 0..<count {
          let path = try reader.string()
          let length = try reader.count()
          runs.append((path, reader.offset..<(reader.offset + length)))
          try reader.skip(length)
        }
        guard reader.isAtEnd else { throw Malformed() }
        return runs
      }
    }

    /// The roles of one file's bytes.
    private static func decode(_ raw: UnsafeRawBufferPointer, file: String, into roles: inout [RoleAssignment]) throws {
      var reader = BinaryReader(raw)
      for _ in 0..<(try reader.count()) {
        let type = try reader.string()
        guard let kind = TypeFact.Kind(rawValue: try reader.string()), let role = Role(rawValue: try reader.string())
        else { throw Malformed() }
        var evidence: [String] = []
        for _ in 0..<(try reader.count()) { evidence.append(try reader.string()) }
        roles.append(RoleAssignment(file: file, type: type, kind: kind, role: role, evidence: evidence))
      }
      guard reader.isAtEnd else { throw Malformed() }
    }

    var value: [RoleAssignment] {
      lock.withLock {
        if let decoded { return decoded }
        do {
          let runs = try Self.index(data)
          var roles: [RoleAssignment] = []
          try data.withUnsafeBytes { raw in
            for (path, range) in runs {
              try Self.decode(UnsafeRawBufferPointer(rebasing: raw[range]), file: path, into: &roles)
            }
          }
          decoded = roles
          return roles
        } catch {
          preconditionFailure("the analysis cache's roles do not decode: a bug of plumb")
        }
      }
    }

    /// The stored bytes of a file's roles; nil for a file without roles.
    func encoded(_ path: String) -> Data? {
      lock.withLock {
        if ranges == nil {
          guard let runs = try? Self.index(data) else {
            preconditionFailure("the analysis cache's roles do not decode: a bug of plumb")
          }
          ranges = Dictionary(runs, uniquingKeysWith: { first, _ in first })
        }
        // A slice sharing the section's storage, not a copy.
        return ranges![path].map { data[(data.startIndex + $0.lowerBound)..<(data.startIndex + $0.upperBound)] }
      }
    }
  }
}

/// Little-endian integers and length-prefixed UTF-8 strings, appended.
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  var data: Data { Data(bytes) }

  /// Bytes appended by `body` to the writer's own buffer (`BinaryCoding.encode(_:into:)`).
  mutating func append(_ body: (inout [UInt8]) throws -> Void) rethrows { try body(&bytes) }

  mutating func integer<T: FixedWidthInteger>(_ value: T) {
    withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func string(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      integer(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  /// A section: its length, then its bytes.
  mutating func section(_ section: Data) {
    integer(section.count)
    // Through its bytes: appended as a collection of `UInt8`, a `Data` is copied a byte at a time.
    section.withUnsafeBytes { bytes.append(contentsOf: $0) }
  }

  /// A section written in place: its length, then what `body` appends (no buffer of its own to copy in).
  mutating func section(_ body: (inout BinaryWriter) throws -> Void) rethrows {
    let start = bytes.count
    integer(0)
    try body(&self)
    withUnsafeBytes(of: UInt64(bytes.count - start - 8).littleEndian) { length in
      bytes.withUnsafeMutableBytes { raw in
        UnsafeMutableRawBufferPointer(rebasing: raw[start..<(start + 8)]).copyMemory(from: length)
      }
    }
  }
}

/// What `BinaryWriter` wrote, read back; throws on bytes that end early.
struct BinaryReader {
  private let raw: UnsafeRawBufferPointer
  private(set) var offset = 0

  init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }

  var isAtEnd: Bool { offset == raw.count }

  mutating func integer() throws -> UInt64 {
    guard raw.count - offset >= 8 else { throw AnalysisSections.Malformed() }
    let value = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    offset += 8
    return UInt64(littleEndian: value)
  }

  /// A count or length, no larger than what is left to read.
  mutating func count() throws -> Int {
    let value = try integer()
    guard value <= UInt64(raw.count - offset) else { throw AnalysisSections.Malformed() }
    return Int(value)
  }

  /// Passes over `length` bytes (no more than are left).
  mutating func skip(_ length: Int) throws {
    guard length >= 0, raw.count - offset >= length else { throw AnalysisSections.Malformed() }
    offset += length
  }

  /// An integer `BinaryWriter.integer` wrote from an `Int` (its bits, so a negative one reads back).
  mutating func int() throws -> Int { Int(Int64(bitPattern: try integer())) }

  /// A 0 or 1.
  mutating func flag() throws -> Bool {
    let value = try integer()
    guard value <= 1 else { throw AnalysisSections.Malformed() }
    return value == 1
  }

  mutating func string() throws -> String {
    let length = try count()
    let text = String(decoding: UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + length)]), as: UTF8.self)
    offset += length
    return text
  }

  /// The sections of a body that `BinaryWriter.section` made.
  static func sections(of body: Data) throws -> [Data] {
    let ranges: [Range<Int>] = try body.withUnsafeBytes { raw in
      var reader = BinaryReader(raw)
      var ranges: [Range<Int>] = []
      while !reader.isAtEnd {
        let length = try reader.count()
        ranges.append(reader.offset..<(reader.offset + length))
        reader.offset += length
      }
      return ranges
    }
    // Slices sharing the body's storage, not copies.
    return ranges.map { body[(body.startIndex + $0.lowerBound)..<(body.startIndex + $0.upperBound)] }
  }
}
