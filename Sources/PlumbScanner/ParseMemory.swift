import Foundation
@_spi(ExperimentalLanguageFeatures) @_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The last syntax tree parsed at each path, so that the next content of the same path is parsed incrementally:
/// `plumb history` parses every distinct content of a file along the sampled revisions, and from one sample to the
/// next a changed file is mostly the same text. SwiftParser reuses the nodes the edits did not reach
/// (`IncrementalParseTransition`); the edits are the line differences between the two contents.
///
/// A reused node's tokens are slices of the earlier parse's copy of the source, not of this one's, so a position
/// cannot be taken as a token's address less the start of the source (what `RawFactsCollector` does): each parse
/// comes with its `SourceAddresses`, which place every token's text in the file.
public final class ParseMemory: @unchecked Sendable {
  /// One path's last parse: its bytes, its tree with the parser's lookahead, and where its tokens' texts lie.
  struct Entry {
    var bytes: [UInt8]
    var result: IncrementalParseResult
    var addresses: SourceAddresses
  }

  private var entries: [String: Entry] = [:]
  private let lock = NSLock()
  /// Every incremental parse is checked against a full parse of the same bytes (`PLUMB_VERIFY_INCREMENTAL_PARSE`):
  /// the facts of the full parse are kept, and the files whose facts differed are counted.
  public let verifies: Bool
  /// Files an incremental parse gave other facts than a full parse (only when `verifies`).
  public private(set) var mismatches: [String] = []
  /// Parses that started from an earlier tree.
  public private(set) var incrementalParses = 0

  public init(verifies: Bool = false) {
    self.verifies = verifies
  }

  /// A parse of `bytes`, the content of `path`: incremental from the last tree parsed at `path` when there is one.
  func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> ParsedSource {
    let previous = lock.withLock { entries[path] }
    let arena = ParsingRawSyntaxArena(parseTriviaFunction: TriviaParser.parseTrivia)
    let source = arena.internSourceBuffer(bytes)
    var reused: [Syntax] = []
    var transition: IncrementalParseTransition?
    var edits: ConcurrentEdits?
    if let previous, let lineEdits = LineEdits.edits(from: previous.bytes, to: bytes) {
      edits = lineEdits
      transition = IncrementalParseTransition(
        previousIncrementalParseResult: previous.result, edits: lineEdits, reusedNodeCallback: { reused.append($0) })
    }
    var parser = Parser(source, parseTransition: transition, arena: arena, experimentalFeatures: [])
    let result = IncrementalParseResult(tree: SourceFileSyntax.parse(from: &parser), lookaheadRanges: parser.lookaheadRanges)
    var addresses = SourceAddresses(start: source.baseAddress, count: source.count)
    if let previous, let edits {
      for node in reused {
        let old = node.position.utf8Offset
        addresses.place(previous.addresses, from: old, length: node.totalLength.utf8Length,
                        at: Self.newOffset(of: old, edits: edits))
      }
      addresses.sortSegments()
    }
    let entry = Entry(bytes: Array(bytes), result: result, addresses: addresses)
    lock.withLock {
      entries[path] = entry
      if previous != nil { incrementalParses += 1 }
    }
    return ParsedSource(tree: result.tree, addresses: addresses, incremental: previous != nil)
  }

  /// Where an offset of the earlier text outside every edit is in the new text.
  static func newOffset(of old: Int, edits: ConcurrentEdits) -> Int {
    var offset = old
    for edit in edits.edits where edit.range.upperBound.utf8Offset <= old {
      offset += edit.replacementBytes.count - edit.range.length.utf8Length
    }
    return offset
  }

  /// Forgets the paths not in `paths` (files gone at this revision), so that memory follows the files there are.
  func keep(only paths: Set<String>) {
    lock.withLock { entries = entries.filter { paths.contains($0.key) } }
  }

  func recordMismatch(_ path: String) {
    lock.withLock { mismatches.append(path) }
  }
}

/// A parsed file: its tree and where its tokens' texts lie in the file.
struct ParsedSource {
  var tree: SourceFileSyntax
  var addresses: SourceAddresses
  var incremental: Bool
}

/// Where the texts of a tree's tokens lie in the file: the parser's copy of the source, and, after an incremental
/// parse, the pieces of earlier copies the reused nodes' tokens are slices of.
struct SourceAddresses {
  /// A run of bytes of some parser's copy that is the file's text from `offset` on.
  struct Segment {
    var start: UnsafePointer<UInt8>
    var count: Int
    var offset: Int
  }

  var main: Segment?
  /// The reused pieces, sorted by address.
  var segments: [Segment] = []

  init(start: UnsafePointer<UInt8>?, count: Int) {
    main = start.map { Segment(start: $0, count: count, offset: 0) }
  }

  /// The offset in the file of the byte at `address` (or of the end of a text ending there).
  @inline(__always)
  func offset(of address: UnsafePointer<UInt8>) -> Int? {
    guard let main else { return nil }
    if address >= main.start && address < main.start + main.count { return address - main.start }
    if !segments.isEmpty, let offset = segmentOffset(of: address) { return offset }
    return address - main.start
  }

  private func segmentOffset(of address: UnsafePointer<UInt8>) -> Int? {
    var low = 0
    var high = segments.count
    while low < high {
      let middle = (low + high) / 2
      if segments[middle].start <= address { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let segment = segments[low - 1]
    guard address <= segment.start + segment.count else { return nil }
    return segment.offset + (address - segment.start)
  }

  /// Places the bytes `offset..<offset + length` of the earlier file (whose texts `earlier` places) at `target`
  /// in this one: a node reused from the earlier tree.
  mutating func place(_ earlier: SourceAddresses, from offset: Int, length: Int, at target: Int) {
    let end = offset + length
    for segment in [earlier.main].compactMap({ $0 }) + earlier.segments {
      let low = max(offset, segment.offset)
      let high = min(end, segment.offset + segment.count)
      guard low < high else { continue }
      segments.append(
        Segment(start: segment.start + (low - segment.offset), count: high - low, offset: target + (low - offset)))
    }
  }

  mutating func sortSegments() {
    segments.sort { $0.start < $1.start }
  }
}

/// The edits that turn one text into another, line by line: the lines both share (by a line diff) are kept, the
/// others are replaced. nil when the texts are the same or nothing is shared.
enum LineEdits {
  /// One line: where it is in its text (with its line break), and a hash of its bytes to compare fast.
  struct Line {
    var start: Int
    var end: Int
    var hash: Int
  }

  static func edits(from old: [UInt8], to new: UnsafeBufferPointer<UInt8>) -> ConcurrentEdits? {
    old.withUnsafeBufferPointer { old -> ConcurrentEdits? in
      let oldLines = lines(of: old)
      let newLines = lines(of: new)
      func same(_ a: Line, _ b: Line) -> Bool {
        a.hash == b.hash && a.end - a.start == b.end - b.start
          && memcmp(old.baseAddress! + a.start, new.baseAddress! + b.start, a.end - a.start) == 0
      }
      var prefix = 0
      while prefix < oldLines.count, prefix < newLines.count, same(oldLines[prefix], newLines[prefix]) { prefix += 1 }
      var suffix = 0
      while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
        same(oldLines[oldLines.count - 1 - suffix], newLines[newLines.count - 1 - suffix])
      { suffix += 1 }
      let oldMiddle = Array(oldLines[prefix..<(oldLines.count - suffix)])
      let newMiddle = Array(newLines[prefix..<(newLines.count - suffix)])
      if oldMiddle.isEmpty && newMiddle.isEmpty { return nil }
      let matches = anchoredMatches(oldMiddle, newMiddle, same: same)
      var removed = [Bool](repeating: true, count: oldMiddle.count)
      var inserted = [Bool](repeating: true, count: newMiddle.count)
      for (i, j) in matches {
        removed[i] = false
        inserted[j] = false
      }
      var edits: [SourceEdit] = []
      var (i, j) = (0, 0)
      let oldBase = prefix < oldLines.count ? oldLines[prefix].start : old.count
      let newBase = prefix < newLines.count ? newLines[prefix].start : new.count
      func oldOffset(_ index: Int) -> Int {
        index < oldMiddle.count ? oldMiddle[index].start : (oldMiddle.last?.end ?? oldBase)
      }
      func newOffset(_ index: Int) -> Int {
        index < newMiddle.count ? newMiddle[index].start : (newMiddle.last?.end ?? newBase)
      }
      while i < oldMiddle.count || j < newMiddle.count {
        if i < oldMiddle.count, j < newMiddle.count, !removed[i], !inserted[j] {
          i += 1
          j += 1
          continue
        }
        let (i0, j0) = (i, j)
        while i < oldMiddle.count, removed[i] { i += 1 }
        while j < newMiddle.count, inserted[j] { j += 1 }
        guard i > i0 || j > j0 else { return nil }
        let range = AbsolutePosition(utf8Offset: oldOffset(i0))..<AbsolutePosition(utf8Offset: oldOffset(i))
        edits.append(SourceEdit(range: range, replacement: Array(new[newOffset(j0)..<newOffset(j)])))
      }
      return try? ConcurrentEdits(concurrent: edits)
    }
  }

  /// Pairs of equal lines (old index, new index), increasing in both: the lines that appear once in each text
  /// and keep their order (the longest increasing run of them, as patience diff anchors a diff), then between
  /// each two anchors the equal lines at the start and end of the gap. Not always the longest common
  /// subsequence, but linear in the lines but for the sort: a full diff of every changed file cost more than the
  /// parse it saved.
  static func anchoredMatches(_ old: [Line], _ new: [Line], same: (Line, Line) -> Bool) -> [(Int, Int)] {
    // Where each line hash appears once in the old text (-1: more than once).
    var onceInOld: [Int: Int] = [:]
    for (index, line) in old.enumerated() { onceInOld[line.hash] = onceInOld[line.hash] == nil ? index : -1 }
    var seenInNew: [Int: Int] = [:]
    for line in new { seenInNew[line.hash, default: 0] += 1 }
    var candidates: [(Int, Int)] = []
    for (j, line) in new.enumerated() where seenInNew[line.hash] == 1 {
      if let i = onceInOld[line.hash], i >= 0, same(old[i], line) { candidates.append((i, j)) }
    }
    // The longest run of candidates increasing in the old index too (patience sorting).
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: candidates.count)
    for (index, candidate) in candidates.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if candidates[tails[middle]].0 < candidate.0 { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var anchors: [(Int, Int)] = []
    var index = tails.last ?? -1
    while index >= 0 {
      anchors.append(candidates[index])
      index = previous[index]
    }
    anchors.reverse()
    // Each gap between anchors (and before the first, after the last): its equal first and last lines.
    var matches: [(Int, Int)] = []
    var (i, j) = (0, 0)
    for bound in anchors + [(old.count, new.count)] {
      var (low, newLow) = (i, j)
      while low < bound.0, newLow < bound.1, same(old[low], new[newLow]) {
        matches.append((low, newLow))
        low += 1
        newLow += 1
      }
      var (high, newHigh) = (bound.0, bound.1)
      var tail: [(Int, Int)] = []
      while high > low, newHigh > newLow, same(old[high - 1], new[newHigh - 1]) {
        high -= 1
        newHigh -= 1
        tail.append((high, newHigh))
      }
      matches += tail.reversed()
      if bound.0 < old.count { matches.append(bound) }
      (i, j) = (bound.0 + 1, bound.1 + 1)
    }
    return matches
  }

  /// The lines of `text`, each with its line break.
  static func lines(of text: UnsafeBufferPointer<UInt8>) -> [Line] {
    var lines: [Line] = []
    var start = 0
    // FNV-1a: only to tell lines apart fast; equal hashes are compared byte by byte.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in 0..<text.count {
      hash = (hash ^ UInt64(text[index])) &* 0x100_0000_01b3
      if text[index] == UInt8(ascii: "\n") {
        lines.append(Line(start: start, end: index + 1, hash: Int(truncatingIfNeeded: hash)))
        hash = 0xcbf2_9ce4_8422_2325
        start = index + 1
      }
    }
    if start < text.count { lines.append(Line(start: start, end: text.count, hash: Int(truncatingIfNeeded: hash))) }
    return lines
  }
}
