import Dispatch
import Foundation
import PlumbModel
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Reads Swift source files and extracts per-file facts, in parallel.
///
/// Each file is read, parsed, walked once and dropped: only its `FileFacts` survive, so memory grows with the
/// facts, not with the syntax trees.
public struct SourceScanner: Sendable {
  /// Worker threads; 0 means one per core.
  public var threads: Int
  /// Facts of earlier scans by content: a file whose bytes are cached is not parsed. nil scans every file.
  public var cache: FactsCache?
  /// Contents to scan instead of the files on disk, by path (the staged contents of `plumb check --staged`).
  public var contents: [String: Data]
  /// Facts made while the load ran (`EarlyScan`), by path: a file whose bytes are the ones parsed there is not
  /// parsed again.
  public var early: [String: EarlyScan.Scanned] = [:]

  public init(threads: Int = 0, cache: FactsCache? = nil, contents: [String: Data] = [:]) {
    self.threads = threads
    self.cache = cache
    self.contents = contents
  }

  /// What a scan of many files produced.
  public struct Result: Sendable {
    /// One per readable file, in the order of the paths given. When the scan left the facts of files the last run
    /// read with the same bytes in the facts cache (`scan(_:after:)`), they are decoded the first time `files` is
    /// asked for, with the rest.
    public var files: [FileFacts] {
      get { storage.value }
      set {
        storage = LazyFiles(newValue)
        paths = newValue.map(\.path)
        inHand = nil
        suppressions = Self.suppressions(of: newValue)
      }
    }
    private(set) var storage: LazyFiles
    /// The paths of `files`, in order: known without making `files`.
    public private(set) var paths: [String]
    /// The facts at hand without decoding anything, by their place in `files`, when some were left in the facts
    /// cache (those scanned, or decoded because the last run did not read the same bytes); nil when all of `files`
    /// are at hand.
    private(set) var inHand: [Int: FileFacts]?
    /// The facts of one file left in the cache, by its place in `files`, decoded now (not kept).
    private var decodeOne: (@Sendable (Int) -> FileFacts)?
    /// Files that could not be read, and files that do not parse cleanly.
    public var diagnostics: [Diagnostic]
    /// Files whose facts came from the cache (decoded, or left in it).
    public var cacheHits = 0
    /// Files whose facts were left in the cache, undecoded: the last run read the same bytes (`scan(_:after:)`).
    public var leftInCache = 0
    /// The content hash of every file read, by path, when there is a cache (what the analysis cache compares).
    public var hashes: [String: ContentHash] = [:]
    /// The suppression comments of the files that have some, by path (`FileFacts.suppressions`).
    public var suppressions: [String: SuppressionComments]

    public init(files: [FileFacts], diagnostics: [Diagnostic], cacheHits: Int = 0, hashes: [String: ContentHash] = [:]) {
      storage = LazyFiles(files)
      paths = files.map(\.path)
      self.diagnostics = diagnostics
      self.cacheHits = cacheHits
      self.hashes = hashes
      suppressions = Self.suppressions(of: files)
    }

    /// A result some of whose files' facts are still in the facts cache: `files` makes them all when first asked
    /// for (`make`), `inHand` holds the others.
    init(
      paths: [String], inHand: [Int: FileFacts], make: @escaping @Sendable () -> [FileFacts],
      one: @escaping @Sendable (Int) -> FileFacts, suppressions: [String: SuppressionComments],
      diagnostics: [Diagnostic]
    ) {
      storage = LazyFiles(make: make)
      self.paths = paths
      self.inHand = inHand
      decodeOne = one
      self.suppressions = suppressions
      self.diagnostics = diagnostics
    }

    /// The facts of the file at `index` of `files`, when at hand without decoding the files left in the cache.
    func factsInHand(at index: Int) -> FileFacts? {
      guard let inHand else { return files[index] }
      return inHand[index]
    }

    /// The facts of the file at `index` of `files`: those at hand, else decoded from the cache on their own (read
    /// again if the cache no longer has them).
    func facts(at index: Int) -> FileFacts {
      factsInHand(at: index) ?? decodeOne?(index) ?? files[index]
    }

    private static func suppressions(of files: [FileFacts]) -> [String: SuppressionComments] {
      var suppressions: [String: SuppressionComments] = [:]
      // Fields are read through the array: copying each `FileFacts` out would retain every field it holds.
      for index in files.indices where !files[index].suppressions.isEmpty {
        suppressions[files[index].path] = files[index].suppressions
      }
      return suppressions
    }
  }

  /// One file's facts, and where they came from when there is a cache. No facts: they were left in the cache
  /// (`scan(_:after:)`).
  struct Scanned: Sendable {
    var facts: FileFacts?
    var hash: ContentHash?
    var fromCache: Bool
  }

  /// Scans `paths` (relative to `root`). With a cache, files it holds are not parsed, and the cache is written
  /// back when the scan made new facts.
  public func scan(root: URL, paths: [String]) -> Result {
    let cache = self.cache
    let early = self.early
    let outcomes = forEachFile(root: root, paths: paths) { path, bytes -> Swift.Result<Scanned, FileProblem> in
      guard let cache else {
        let parsable: ParsableBytes
        switch Self.checked(bytes) {
        case .failure(let problem): return .failure(problem)
        case .success(let checked): parsable = checked
        }
        if let made = early[path], made.hash == ContentHash(of: bytes) {
          return .success(Scanned(facts: made.facts, hash: nil, fromCache: false))
        }
        return .success(
          Scanned(facts: Self.scan(bytes: bytes, path: path, parsable: parsable), hash: nil, fromCache: false))
      }
      let hash = ContentHash(of: bytes)
      // Cached facts were made from these very bytes, which passed the content checks then: not checked again.
      if let facts = cache.facts(for: hash, path: path) {
        return .success(Scanned(facts: facts, hash: hash, fromCache: true))
      }
      let parsable: ParsableBytes
      switch Self.checked(bytes) {
      case .failure(let problem): return .failure(problem)
      case .success(let checked): parsable = checked
      }
      if let made = early[path], made.hash == hash {
        return .success(Scanned(facts: made.facts, hash: hash, fromCache: false))
      }
      return .success(
        Scanned(facts: Self.scan(bytes: bytes, path: path, parsable: parsable), hash: hash, fromCache: false))
    }
    return collect(paths: paths, outcomes: Self.namingEncryptedFiles(outcomes, paths: paths, root: root))
  }

  /// Files that are not text because git-crypt encrypts them (the checkout has no key): said so, with the
  /// `.gitattributes` line, instead of "a binary file".
  static func namingEncryptedFiles<Output>(
    _ outcomes: [Swift.Result<Output, FileProblem>], paths: [String], root: URL
  ) -> [Swift.Result<Output, FileProblem>] {
    var attributes: GitCryptAttributes?
    return zip(paths, outcomes).map { path, outcome in
      guard case .failure(let problem) = outcome,
        ["not scanned: a binary file", "not scanned: the file is not"].contains(where: problem.reason.hasPrefix)
      else { return outcome }
      if attributes == nil { attributes = GitCryptAttributes(root: root) }
      guard let line = attributes?.encryptingLine(of: path) else { return outcome }
      return .failure(
        FileProblem(
          reason: "not scanned: git-crypt encrypts it (\(line) gives it `filter=git-crypt`), and this checkout holds "
            + "its ciphertext, not the Swift source (the repository's key decrypts it)"))
    }
  }

  /// The scan's result from each file's outcome; writes the cache back when new facts were made. A file whose facts
  /// were left in the cache (`scan(_:after:)`) has the diagnostics and suppression comments the last run's scan had
  /// of it (`said`), and its facts are decoded only when the result's `files` are asked for (under `root`).
  func collect(
    paths: [String], outcomes: [Swift.Result<Scanned, FileProblem>], root: URL? = nil,
    said: PreviousDerivation.Said? = nil
  ) -> Result {
    let someLeft = outcomes.contains { if case .success(let scanned) = $0 { scanned.facts == nil } else { false } }
    var files: [FileFacts] = []
    var filePaths: [String] = []
    var inHand: [Int: FileFacts] = [:]
    var suppressions: [String: SuppressionComments] = [:]
    var diagnostics: [Diagnostic] = []
    var used = Set<ContentHash>()
    var made: [ContentHash: FileFacts] = [:]
    var hits = 0
    var left = 0
    var hashes: [String: ContentHash] = [:]
    if someLeft { filePaths.reserveCapacity(outcomes.count) } else { files.reserveCapacity(outcomes.count) }
    for (path, outcome) in zip(paths, outcomes) {
      switch outcome {
      case .success(let scanned):
        if let hash = scanned.hash {
          hashes[path] = hash
          if scanned.fromCache {
            used.insert(hash)
            hits += 1
          } else if let facts = scanned.facts {
            made[hash] = facts
          }
        }
        guard someLeft else {
          files.append(scanned.facts!)
          diagnostics += Self.diagnostics(of: scanned.facts!, path: path)
          continue
        }
        if let facts = scanned.facts {
          inHand[filePaths.count] = facts
          diagnostics += Self.diagnostics(of: facts, path: path)
          if !facts.suppressions.isEmpty { suppressions[path] = facts.suppressions }
        } else {
          // The same bytes as the last run's: what its scan said of the file.
          left += 1
          diagnostics += said?.diagnostics[path] ?? []
          if let comments = said?.suppressions[path] { suppressions[path] = comments }
        }
        filePaths.append(path)
      case .failure(let problem):
        diagnostics.append(Diagnostic(.warning, problem.reason, at: Location(file: path, line: problem.line ?? 0)))
      }
    }
    // Nothing new: the file on disk already holds every entry this scan read.
    if let cache, !made.isEmpty { CacheWrites.perform { cache.save(used: used, made: made) } }
    guard someLeft, let root else {
      return Result(files: files, diagnostics: diagnostics, cacheHits: hits, hashes: hashes)
    }
    let (scanner, kept, factsHashes) = (self, inHand, hashes)
    let allPaths = filePaths
    var result = Result(
      paths: filePaths, inHand: inHand,
      make: { scanner.cachedFacts(paths: allPaths, hashes: factsHashes, root: root, inHand: kept) },
      one: { scanner.cachedFacts(paths: [allPaths[$0]], hashes: factsHashes, root: root)[0] },
      suppressions: suppressions, diagnostics: diagnostics)
    result.cacheHits = hits
    result.leftInCache = left
    result.hashes = hashes
    return result
  }

  /// What a scan says of a file from its facts: the statements it left out for nesting too deep, and where the
  /// parser rejects it.
  static func diagnostics(of facts: FileFacts, path: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for skipped in facts.skipped {
      let lines =
        skipped.lines.count == 1
        ? "line \(skipped.line), a statement or declaration where \(skipped.reason)"
        : "lines \(skipped.lines.lowerBound)–\(skipped.lines.upperBound), a statement or declaration where "
          + "\(skipped.reason) (at line \(skipped.line))"
      diagnostics.append(
        Diagnostic(
          .warning, "not scanned: \(lines); the rest of the file, its imports too, is scanned",
          at: Location(file: path, line: skipped.lines.lowerBound),
          cause: "statements of this file that nest too deep"))
    }
    if let error = facts.parseError {
      diagnostics.append(
        Diagnostic(
          .warning,
          "the Swift parser (\(Self.parserName)) rejects line \(error.position.line): \(error.message) "
            + "(in the Swift 5 and 6 language modes); the rest of the file, its imports too, is read where the "
            + "parser recovers",
          at: Location(file: path, line: error.position.line, column: error.position.column)))
    }
    return diagnostics
  }

  /// Parses every file and throws the tree away, extracting nothing: the baseline a scan is measured against.
  /// Returns how many files have syntax errors.
  public func parseOnly(root: URL, paths: [String]) -> Int {
    let outcomes = forEachFile(root: root, paths: paths) { _, bytes -> Swift.Result<Bool, FileProblem> in
      Self.checked(bytes).map { parsable in parsable.with(bytes) { bytes, _ in Self.parse(bytes).hasError } }
    }
    return outcomes.filter { if case .success(true) = $0 { true } else { false } }.count
  }

  /// Facts of one file's bytes. A file with syntax errors is scanned too: the parser recovers, and what it could
  /// place (or not: code in unexpected nodes) is walked like the rest. Statements that nest too deep are left out
  /// (`DeepStatements`), and named in the facts.
  public static func scan(bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileFacts {
    scan(bytes: bytes, path: path, parsable: ParsableBytes(DeepStatements.cut(bytes, limits: nestingLimits)))
  }

  /// Facts of one file's bytes that passed the content checks, `parsable` what those checks found to parse of them.
  static func scan(bytes: UnsafeBufferPointer<UInt8>, path: String, parsable: ParsableBytes) -> FileFacts {
    parsable.with(bytes) { bytes, skipped in
      var facts = scan(parsable: bytes, path: path)
      facts.skipped = skipped
      return facts
    }
  }

  static func scan(parsable bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileFacts {
    let tree = parse(bytes)
    let lines = LineTable(bytes)
    var facts = FileFacts(
      path: path,
      lines: Self.countLines(
        bytes: bytes, lines: lines, codeLines: CodeLineScanner.codeLines(bytes, tree: tree, lines: lines)),
      parseError: tree.hasError ? FirstSyntaxError.find(in: tree, lines: lines) : nil
    )
    var collector = RawFactsCollector(lines: lines, bytes: bytes, tree: tree.raw, hasError: tree.hasError)
    collector.walk(tree.raw)
    facts.imports = collector.imports
    facts.types = collector.types
    facts.apiUses = collector.apiUses.sorted()
    facts.topLevelReferences = collector.topLevelReferences
    facts.memberNames = collector.memberNames
    facts.functions = collector.functions
    facts.calledNames = collector.calledNames
    facts.publicFunctions = collector.publicFunctions
    facts.documentedTargets = DocumentationCommand.targets(in: bytes)
    facts.typeChecking = collector.typeChecking
    facts.generatedBy = GeneratedFileMarker.generator(in: bytes)
    facts.suppressions = SuppressionComments.parse(bytes)
    // The walk opens functions in source order; only a name the parser had to place oddly could break it.
    if zip(facts.functions, facts.functions.dropFirst()).contains(where: { $1.position < $0.position }) {
      facts.functions.sort { $0.position < $1.position }
    }
    return facts
  }

  /// The parser the scan uses, named in what it says about files it rejects. Kept in step with the `swift-syntax`
  /// pin of Package.swift (a test checks it).
  public static let parserName = "SwiftSyntax 603.0.1"
  /// How files are parsed, for the facts cache's identity: facts made another way are not reused.
  static let parsing = "\(parserName), Swift 6 then 5"

  /// The file's tree in the Swift 6 language mode (SwiftParser's default) or, when that has errors, in the Swift 5
  /// mode if that has none: code the compiler accepts in a Swift 5 target can be an error in Swift 6 mode
  /// (`@Flag (` with a space before the parenthesis), and the Swift 5 lookahead tells a function type's parameters
  /// from an attribute's arguments (`@MainActor([Item]) -> Void`). A tree both modes reject is the Swift 6 one.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
    let tree = Parser.parse(source: bytes, maximumNestingLevel: SwiftParsing.maximumNestingLevel, swiftVersion: .v6)
    guard tree.hasError else { return tree }
    let swift5 = Parser.parse(source: bytes, maximumNestingLevel: SwiftParsing.maximumNestingLevel, swiftVersion: .v5)
    return swift5.hasError ? tree : swift5
  }

  /// Facts of source text (tests, single files).
  public static func scan(source: String, path: String = "Source.swift") -> FileFacts {
    var source = source
    return source.withUTF8 { scan(bytes: $0, path: path) }
  }

  /// Lines without code are comments unless they hold only whitespace.
  static func countLines(bytes: UnsafeBufferPointer<UInt8>, lines: LineTable, codeLines: [Bool]) -> FileFacts.Lines {
    var counts = FileFacts.Lines()
    guard lines.lineCount > 0 else { return counts }
    for line in 1...lines.lineCount {
      if codeLines[line] {
        counts.code += 1
        continue
      }
      let isBlank = lines.range(ofLine: line).allSatisfy { index in
        let byte = bytes[index]
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
          || byte == UInt8(ascii: "\n") || byte == 0x0C
      }
      if isBlank { counts.blank += 1 } else { counts.comment += 1 }
    }
    return counts
  }

  /// Why a file was left out: it could not be read, or it nests too deep to parse safely (then at `line`).
  struct FileProblem: Error {
    var reason: String
    var line: Int? = nil
  }

  /// How deep a file may nest before it is left unparsed (see `SourceNesting`). Square brackets are held lower:
  /// SwiftParser's lookahead takes time exponential in their depth (measured: 20 levels 0.4 s, 24 levels 4.9 s),
  /// so a pathological file would hang the run. Real code rarely nests collection literals or types more than a
  /// handful deep, nor chains a thousand calls.
  static let nestingLimits = SourceNesting.Limits(
    brackets: SwiftParsing.maximumNestingLevel, squareBrackets: 18, angleBrackets: 256, elseIfChain: 1000,
    postfixChain: 1000)

  /// Files larger than this are not parsed: the syntax tree takes about fifty times the file in memory (a 50 MB
  /// file took 2.7 GB and 20 s), and no hand-written Swift file comes near it.
  static let maximumFileSize = 10_000_000

  /// Why a file cannot be handed to the parser (a binary file, text that is not UTF-8, nesting the parser or the
  /// walks after it would recurse on too deeply); or, when it is fine, what the parser is given of it: the nesting
  /// census and the cut of deep statements these checks make are the ones the scan uses, so a file is counted once.
  /// Checked before SwiftSyntax sees a byte.
  static func checked(_ bytes: UnsafeBufferPointer<UInt8>) -> Swift.Result<ParsableBytes, FileProblem> {
    if bytes.count > maximumFileSize {
      let megabytes = (Double(bytes.count) / 1_000_000 * 10).rounded() / 10
      return .failure(
        FileProblem(
          reason: "not scanned: the file is \(megabytes) MB, more than the \(maximumFileSize / 1_000_000) MB plumb parses in one file"))
    }
    let census = SourceNesting(bytes, limits: nestingLimits)
    if census.hasNUL || census.hasNonASCII, let problem = TextFile.textProblem(bytes, kind: "Swift source") {
      return .failure(FileProblem(reason: "not scanned: \(problem.reason)", line: problem.line))
    }
    let outcome = DeepStatements.cut(bytes, limits: nestingLimits, census: census)
    if case .tooDeep(let excess) = outcome {
      return .failure(FileProblem(reason: "not scanned: \(excess.message)", line: excess.line))
    }
    return .success(ParsableBytes(outcome))
  }

  /// Runs `body` on every file's bytes on `threads` workers; results keep the order of `paths`. `body` runs the
  /// content checks (`checked`) when it needs them: a file whose facts are cached passed them already.
  func forEachFile<Output>(
    root: URL, paths: [String],
    _ body: @escaping @Sendable (String, UnsafeBufferPointer<UInt8>) -> Swift.Result<Output, FileProblem>
  ) -> [Swift.Result<Output, FileProblem>] {
    let count = paths.count
    guard count > 0 else { return [] }
    let results = UnsafeMutableBufferPointer<Swift.Result<Output, FileProblem>?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      // The values were copied out by `map`; without this their storage was never released (LeakSanitizer).
      results.deinitialize()
      results.deallocate()
    }
    let workers = max(1, min(threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount, count))
    let next = IndexDispenser()
    let rootPath = root.path
    let contents = self.contents
    // Workers pull the next file from a shared counter, so a few big files do not leave a core idle. Each
    // writes only its own slots of the preallocated buffer.
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = next.take(below: count) {
        let path = paths[index]
        let url = URL(fileURLWithPath: rootPath).appendingPathComponent(path)
        do {
          let data = try contents[path] ?? TextFile.bytes(of: url)
          slots[index] = data.withUnsafeBytes { raw in
            body(path, raw.bindMemory(to: UInt8.self))
          }
        } catch {
          slots[index] = .failure(FileProblem(reason: "cannot read the file: \(TextFile.reason(for: error))"))
        }
      }
    }
    return results.map { $0! }
  }
}

/// Hands out indices 0, 1, 2, ... to concurrent workers.
final class IndexDispenser: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func take(below limit: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard value < limit else { return nil }
    value += 1
    return value - 1
  }
}
