import Foundation
import PlumbModel

/// The scan stage over a module graph: what the sources of every module say, per file and per module.
public struct WorkspaceScan: Sendable {
  /// Facts of every scanned file, in module order then path order. Decoded from the facts cache the first time
  /// they are asked for when the scan came whole from the analysis cache (a default check never asks).
  public var files: [FileFacts] {
    get { fileStorage.value }
    set { fileStorage = LazyFiles(newValue) }
  }
  /// Where `files` are made, shared with the scan's result they were derived from (`SourceScanner.Result`).
  var fileStorage: LazyFiles
  /// Every declared type's role, with its evidence. Decoded from the analysis cache the first time they are asked
  /// for, as the files are.
  public var roles: [RoleAssignment] {
    get { roleStorage.value }
    set { roleStorage = LazyValue(newValue) }
  }
  private var roleStorage: LazyValue<[RoleAssignment]>
  /// Dependencies only the code shows: imports and type uses resolved to modules of the graph, one
  /// `.importOnly` edge per pair at its first use.
  public var actualEdges: [Dependency]
  /// Per-module summaries the rules and metrics read.
  public var sourceFacts: SourceFacts {
    get { factStorage.value }
    set { factStorage = LazyValue(newValue) }
  }
  private var factStorage: LazyValue<SourceFacts>
  /// Unreadable files and files with syntax errors, in location order.
  public var diagnostics: [Diagnostic]
  /// The suppression comments of the scanned files that have some, by path (`FileFacts.suppressions`).
  public var suppressions: [String: SuppressionComments] = [:]
  /// The files scanned (read and scanned or found in the cache), in scan order.
  public var scannedPaths: [String] = []
  /// The content hash of every file read, by path, when the scan had a cache.
  public var hashes: [String: ContentHash] = [:]
  /// What a later run may reuse of this scan's derivation (`PreviousDerivation`), when it was derived from facts
  /// here (not when the scan itself was reused whole).
  public var derivation: Derivation?
  /// The stored bytes of the summaries taken unchanged from the last run (`PreviousDerivation.encodedSummary`), by
  /// module: written back as they are. Each is the encoding of this scan's summary of its module.
  public var reusedSummaries: [ModuleID: Data] = [:]
  /// The roles file by file, when a derivation took those of the files that did not change from the last run
  /// (`PreviousDerivation.encodedRoles`): written back as they are stored, and `roles` decoded only when a stage
  /// asks for them. nil when the roles were classified whole.
  public var roleRuns: [RoleRun]?

  /// The roles of one file, as `roles` lists them: classified now, or the bytes the last run stored them as.
  public struct RoleRun: Sendable {
    public var path: String
    public var made: [RoleAssignment]?
    public var stored: Data?

    public init(path: String, made: [RoleAssignment]?, stored: Data?) {
      self.path = path
      self.made = made
      self.stored = stored
    }
  }

  /// The interface digest of the scanned files and each file's edge uses (`SourceScanner.interfaceDigest`,
  /// `FileEdgeUses`).
  public struct Derivation: Sendable {
    public var interface: ContentHash
    public var uses: [String: [FileEdgeUses]]

    public init(interface: ContentHash, uses: [String: [FileEdgeUses]]) {
      self.interface = interface
      self.uses = uses
    }
  }

  public init(
    files: [FileFacts], roles: [RoleAssignment], actualEdges: [Dependency], sourceFacts: SourceFacts,
    diagnostics: [Diagnostic]
  ) {
    self.fileStorage = LazyFiles(files)
    self.roleStorage = LazyValue(roles)
    self.actualEdges = actualEdges
    self.factStorage = LazyValue(sourceFacts)
    self.diagnostics = diagnostics
  }
}

extension WorkspaceScan {
  /// A scan whose files are made by `files` when first asked for.
  public init(
    lazyFiles files: @escaping @Sendable () -> [FileFacts], roles: [RoleAssignment], actualEdges: [Dependency],
    sourceFacts: SourceFacts, diagnostics: [Diagnostic]
  ) {
    self.init(files: [], roles: roles, actualEdges: actualEdges, sourceFacts: sourceFacts, diagnostics: diagnostics)
    fileStorage = LazyFiles(make: files)
  }

  /// A scan whose roles are made when first asked for.
  init(
    files: [FileFacts], lazyRoles roles: @escaping @Sendable () -> [RoleAssignment], actualEdges: [Dependency],
    sourceFacts: SourceFacts, diagnostics: [Diagnostic]
  ) {
    self.init(files: files, roles: [], actualEdges: actualEdges, sourceFacts: sourceFacts, diagnostics: diagnostics)
    roleStorage = LazyValue(make: roles)
  }

  /// A scan whose files, roles and per-module summaries are made when first asked for.
  public init(
    lazyFiles files: @escaping @Sendable () -> [FileFacts], lazyRoles roles: @escaping @Sendable () -> [RoleAssignment],
    actualEdges: [Dependency], lazySourceFacts sourceFacts: @escaping @Sendable () -> SourceFacts,
    diagnostics: [Diagnostic]
  ) {
    self.init(
      lazyFiles: files, roles: [], actualEdges: actualEdges, sourceFacts: SourceFacts(), diagnostics: diagnostics)
    roleStorage = LazyValue(make: roles)
    factStorage = LazyValue(make: sourceFacts)
  }
}

/// A value made once, when first asked for; shared by the copies of a scan. Locked: stages may ask from two threads.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var made: Value?
  private let make: (@Sendable () -> Value)?

  init(_ value: Value) {
    made = value
    make = nil
  }

  init(make: @escaping @Sendable () -> Value) {
    made = nil
    self.make = make
  }

  var value: Value {
    lock.withLock {
      if let made { return made }
      let value = make!()
      made = value
      return value
    }
  }
}

/// Files made once, when first asked for; shared by the copies of a scan. Locked: stages may ask from two threads.
final class LazyFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var made: [FileFacts]?
  private let make: (@Sendable () -> [FileFacts])?

  init(_ files: [FileFacts]) {
    made = files
    make = nil
  }

  init(make: @escaping @Sendable () -> [FileFacts]) {
    made = nil
    self.make = make
  }

  var value: [FileFacts] {
    lock.withLock {
      if let made { return made }
      let files = make?() ?? []
      made = files
      return files
    }
  }
}

extension SourceScanner {
  /// Scans every source file of every module of `graph` once (a file compiled by two targets, a package and an
  /// Xcode target over the same folder, is read once). External modules have no sources and are not scanned.
  public func scan(modulesOf graph: ModuleGraph, root: URL) -> WorkspaceScan {
    let scanned = scan(root: root, paths: Self.sourcePaths(of: graph))
    return derive(graph: graph, scanned: scanned)
  }

  /// Every source file of the graph's modules, once each, in module order.
  public static func sourcePaths(of graph: ModuleGraph) -> [String] {
    var seen = Set<String>()
    var paths: [String] = []
    for module in graph.modules where !module.isExternal {
      for path in module.sources where seen.insert(path).inserted { paths.append(path) }
    }
    return paths
  }

  /// What the facts of every file say together: roles, the actual edges, per-module summaries, suppressions.
  public func derive(graph: ModuleGraph, scanned: Result) -> WorkspaceScan {
    derive(graph: graph, scanned: scanned, interface: Self.interfaceDigest(of: scanned.files))
  }

  /// Module sizes in code lines, files and, when the facts are there, types; from the sources on disk when the
  /// sources were not scanned. "Lines" are code lines everywhere plumb shows them.
  public func sizes(of graph: ModuleGraph, root: URL, sourceFacts: SourceFacts?) -> [ModuleID: ModuleSize] {
    if let sourceFacts, !sourceFacts.modules.isEmpty {
      return sourceFacts.modules.mapValues {
        ModuleSize(lines: $0.lines, files: $0.files, types: $0.types, abstractTypes: $0.abstractTypes)
      }
    }
    let modules = graph.modules.filter { !$0.isExternal }
    let counts = lineCounts(root: root, paths: Array(Set(modules.flatMap(\.sources))))
    var sizes: [ModuleID: ModuleSize] = [:]
    for module in modules {
      let lines = module.sources.compactMap { counts[$0] }
      sizes[module.id] = ModuleSize(lines: lines.reduce(0) { $0 + $1.code }, files: lines.count)
    }
    return sizes
  }
}

extension SourceScanner {
  /// What a remote module declares that its clients may use without importing it, by module (names only).
  public struct RemoteDeclarations: Sendable {
    /// Public file-scope functions, sorted.
    public var functions: [String: [String]] = [:]
    /// Public members the module's extensions add to types it does not declare, sorted.
    public var extensionMembers: [String: [String]] = [:]
    /// Public types the module declares (not extensions), sorted.
    public var types: [String: [String]] = [:]
    /// Public members the module's extensions add to protocols it declares, by protocol, sorted.
    public var protocolMembers: [String: [String: [String]]] = [:]
    /// The protocols of its own the module conforms `NSObject` to (Then's `extension NSObject: Then {}`), sorted.
    public var nsObjectProtocols: [String: [String]] = [:]
  }

  /// The public file-scope functions of modules outside the analysed root (remote packages' checkouts), by module:
  /// names only, never findings or diagnostics about those files. Not cached: the facts cache holds the analysed
  /// root's files, and is rewritten from what one scan read.
  ///
  /// With them, the names of the public members the modules' extensions add to types they do not declare (SnapKit's
  /// `snp`, added to `ConstraintView`, its alias of `UIView`): used without an import wherever the module is linked;
  /// the public types the modules declare (swift-clocks' `TestClock`), used through another module's re-export; and
  /// the public members their extensions add to their own protocols (SwiftProtobuf's `with` of `Message`), used on
  /// any conforming type.
  public func publicFunctions(of modules: [(module: String, folder: URL, paths: [String])]) -> RemoteDeclarations {
    let scanner = SourceScanner(threads: threads)
    var result = RemoteDeclarations()
    func add(_ names: Set<String>, to index: inout [String: [String]], _ module: String) {
      if !names.isEmpty { index[module] = names.union(index[module] ?? []).sorted() }
    }
    for module in modules where !module.paths.isEmpty {
      let files = scanner.scan(root: module.folder, paths: module.paths).files
      add(Set(files.flatMap(\.publicFunctions)), to: &result.functions, module.module)
      let declarations = files.flatMap { $0.types.filter { $0.kind != .extension } }
      let declared = Set(declarations.map(\.name))
      let extensions = files.flatMap { $0.types.filter { $0.kind == .extension && !declared.contains($0.name) } }
      // Only what the module's clients see: an internal member of the same name is the module's own.
      add(Set(extensions.flatMap(\.publicMemberNames)), to: &result.extensionMembers, module.module)
      let visible = declarations.filter { ($0.accessLevel ?? .internal) >= .public }
      add(Set(visible.map(\.name)), to: &result.types, module.module)
      let protocols = Set(visible.filter { $0.kind == .protocol }.map(\.name))
      for type in files.flatMap(\.types)
      where type.kind == .extension && protocols.contains(type.name) && !type.publicMemberNames.isEmpty {
        add(Set(type.publicMemberNames), to: &result.protocolMembers[module.module, default: [:]], type.name)
      }
      let nsObject = files.flatMap(\.types).filter { $0.kind == .extension && Self.nsObjectNames.contains($0.name) }
      add(Set(nsObject.flatMap(\.inherits)).intersection(protocols), to: &result.nsObjectProtocols, module.module)
    }
    return result
  }

  /// How an extension of Objective-C's root class is written.
  static let nsObjectNames: Set<String> = ["NSObject", "Foundation.NSObject", "ObjectiveC.NSObject"]

  /// The modules each given module re-exports (`@_exported import NIOCore` in swift-nio's `NIO`), read from the
  /// lines of its files in a checkout outside the analysed root, without parsing them; by module, sorted.
  public static func exportedImports(of modules: [(module: String, folder: URL, paths: [String])])
    -> [String: [String]]
  {
    var result: [String: [String]] = [:]
    for module in modules {
      var names = Set<String>()
      for path in module.paths {
        guard let data = FileManager.default.contents(atPath: module.folder.appendingPathComponent(path).path),
          let text = String(data: data, encoding: .utf8)
        else { continue }
        for line in text.split(whereSeparator: \.isNewline) {
          if let name = exportedModule(in: line) { names.insert(name) }
        }
      }
      if !names.isEmpty { result[module.module] = names.union(result[module.module] ?? []).sorted() }
    }
    return result
  }

  /// The module a line `@_exported import Name` (or `@_exported public import Name`, `@_exported import struct
  /// Name.Type`) re-exports; nil for any other line.
  static func exportedModule(in line: Substring) -> String? {
    var words = line.split(whereSeparator: \.isWhitespace)
    guard words.first == "@_exported" else { return nil }
    words.removeFirst()
    if let first = words.first, ["public", "package", "internal"].contains(first) { words.removeFirst() }
    guard words.first == "import", words.count >= 2 else { return nil }
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
    let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
    let name = path.split(separator: ".").first.map(String.init) ?? ""
    return name.isEmpty ? nil : name
  }
}
