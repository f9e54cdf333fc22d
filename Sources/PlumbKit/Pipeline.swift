import Foundation
import PlumbLoaders
import PlumbMetrics
import PlumbModel
import PlumbReporters
import PlumbRules
import PlumbScanner
import PlumbScore

/// A failure that stops the analysis before it starts (exit code 2).
public struct PlumbError: Error, CustomStringConvertible, Sendable {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// Options of how a workspace is read.
public struct AnalysisOptions: Sendable {
  /// Run `swift package dump-package` (which executes manifests) instead of reading them statically.
  public var evaluateManifests: Bool
  /// Worker threads for the scan; 0 means one per core.
  public var threads: Int
  /// Where per-file facts are cached between runs (`.build/plumb-cache` under the root, for the command line);
  /// nil scans every file every time.
  public var cacheFolder: URL?
  /// The files the run is about: findings are limited to what they and their modules touch, and staged contents
  /// are scanned in place of the working tree's. nil reports everything. Read from `pendingChanges` when given
  /// (waiting for it; nil when working it out failed, which the load has said first).
  public var changes: ChangeSet? {
    get { pendingChanges.map { try? $0.value() } ?? givenChanges }
    set { givenChanges = newValue }
  }
  private var givenChanges: ChangeSet?
  /// The change set as git works it out meanwhile (`--staged`), in place of `changes`: the load waits for it only
  /// where it applies it, and a failure to work it out stops the run there (before any error of the load's).
  public var pendingChanges: PendingChanges?

  /// `changes`, waiting for `pendingChanges` and throwing what working them out threw.
  func settledChanges() throws -> ChangeSet? {
    try pendingChanges?.value() ?? givenChanges
  }
  /// A folder of remote package checkouts (`--packages-path`), read for what each remote product brings; nil: the
  /// configuration's `packages-path`, else the checkouts found next to the manifests and projects.
  public var packagesPath: URL?
  /// Where each stage's time is added up (`--timings`); nil times nothing.
  public var timings: StageTimings?
  /// Swift files' bytes to read instead of the disk's, by root-relative path: a revision read from git's objects
  /// (`plumb history`), whose bytes are in memory already. Unlike `changes`, they narrow nothing.
  public var sourceContents: [String: Data] = [:]
  /// For `plumb score`: when no manifest or project could be read, the Swift files below the root form folder
  /// modules (as the folder fallback makes them) instead of stopping the run. A rule's finding on guessed modules
  /// would be false; a style read from the code is still an answer, and the diagnostics say what was not read.
  public var foldersOfUnreadManifests = false

  /// What the analyses of many revisions in one process share (`plumb history`): the facts cache read once and
  /// written once, and the last revision's load and scan in memory. nil: each run reads and writes the cache folder.
  var memory: RevisionMemory?

  /// The bytes to scan instead of the disk's: the change's (staged) over `sourceContents`.
  var contents: [String: Data] {
    guard let staged = changes?.contents, !staged.isEmpty else { return sourceContents }
    return sourceContents.merging(staged) { $1 }
  }

  public init(
    evaluateManifests: Bool = false, threads: Int = 0, cacheFolder: URL? = nil, changes: ChangeSet? = nil,
    packagesPath: URL? = nil, timings: StageTimings? = nil
  ) {
    self.evaluateManifests = evaluateManifests
    self.timings = timings
    self.packagesPath = packagesPath
    self.threads = threads
    self.cacheFolder = cacheFolder
    self.changes = changes
  }

  /// The cache folder the command line uses unless told otherwise.
  public static func defaultCacheFolder(root: URL) -> URL {
    root.appendingPathComponent(".build").appendingPathComponent("plumb-cache")
  }
}

/// plumb's pipeline, in one place: load → scan → graph → metrics → rules → report, and score. It owns
/// the configuration, read once when it is made; each stage is a method that takes the previous stage's value
/// and returns its own, and `run` calls them in order. Commands call `run`, or the stages they need.
public struct Pipeline: Sendable {
  /// The analysed folder: paths in the graph and in findings are relative to it.
  public let root: URL
  public let options: AnalysisOptions
  public let configuration: Configuration
  /// Warnings about the configuration (unknown keys, unused ignores): reported beside the findings.
  public let configurationWarnings: [Diagnostic]
  public let rules: [any Rule.Type]
  /// The last run's load and scan, kept in the cache folder (nil without one, or when manifests are evaluated).
  let analysisCache: AnalysisCache?
  /// What the last snapshot's scan derived file by file, beside it (nil without a cache folder, or in memory).
  let derivationCache: DerivationCache?
  /// The facts parsed while the last `load()` ran, for the `scan` after it.
  let earlyFacts = EarlyFacts()

  /// Reads the configuration: `configurationFile`, else `.plumb.yml` in `root` when there is one, else the
  /// defaults. Throws a `PlumbError` (exit code 2) listing every error of an invalid configuration, and, when
  /// `strict` (or `strict: true` in the file), every warning too.
  public init(
    root: URL, options: AnalysisOptions = .init(), configurationFile: URL? = nil, strict: Bool = false,
    rules: [any Rule.Type] = RuleRegistry.all
  ) throws {
    let root = root.standardizedFileURL
    let candidate = root.appendingPathComponent(ConfigurationLoader.fileName)
    let file = configurationFile ?? (FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil)
    var configuration = ConfigurationLoader.defaults
    var warnings: [Diagnostic] = []
    var configurationKey = "defaults"
    if let file {
      let result = ConfigurationLoader(knownRules: rules).load(file: file, displayPath: DisplayPath.of(file))
      if result.hasErrors {
        throw PlumbError("invalid configuration:\n" + result.diagnostics.map(\.description).joined(separator: "\n"))
      }
      if (strict || result.configuration.strict) && !result.diagnostics.isEmpty {
        throw PlumbError(
          "configuration warnings are errors in strict mode:\n"
            + result.diagnostics.map(\.description).joined(separator: "\n"))
      }
      configuration = result.configuration
      warnings = result.diagnostics
      configurationKey = Self.configurationKey(files: result.files)
      // `packages-path:` is relative to the file that says it.
      if let path = configuration.packagesPath {
        configuration.packagesPath = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent())
          .standardizedFileURL.path
      }
    }
    self.init(root: root, options: options, configuration: configuration, warnings: warnings, rules: rules)
    self.strict = strict || configuration.strict
    self.findingsCache = analysisCache == nil ? nil : options.cacheFolder.map {
      FindingsCache(folder: $0, toolVersion: PlumbVersion.current)
    }
    self.configurationKey = configurationKey
  }

  /// What the configuration was read from, for the findings cache: every file read (the one given and those it
  /// extends), each with the hash of its bytes; nil when the configuration was given in code (it is never cached).
  var configurationKey: String?
  /// The rules' findings of the last check, reused when nothing they depend on changed (nil without a cache folder).
  var findingsCache: FindingsCache?

  static func configurationKey(files: [URL]) -> String {
    files.map { file in
      let hash = (try? Data(contentsOf: file)).map { ContentHash(of: $0) }
      return "\(file.path) \(hash.map { "\($0.high) \($0.low) \($0.length)" } ?? "unreadable")"
    }.joined(separator: "; ")
  }

  /// `--strict` or `strict: true`: a warning about the configuration that only the run can tell (a declared layer
  /// that matches nothing) stops it too, as the warnings of the file itself do.
  public var strict = false

  /// A pipeline over a configuration already read (tests, rule examples).
  public init(
    root: URL, options: AnalysisOptions = .init(), configuration: Configuration, warnings: [Diagnostic] = [],
    rules: [any Rule.Type] = RuleRegistry.all
  ) {
    self.root = root.standardizedFileURL
    self.options = options
    self.configuration = configuration
    self.configurationWarnings = warnings
    self.rules = rules
    self.analysisCache =
      options.evaluateManifests
      ? nil
      : options.memory.map { AnalysisCache(memory: $0.snapshots, toolVersion: PlumbVersion.current) }
        ?? options.cacheFolder.map {
          CacheReadAhead.analysisCache(folder: $0) ?? AnalysisCache(folder: $0, toolVersion: PlumbVersion.current)
        }
    self.derivationCache =
      options.evaluateManifests || options.memory != nil
      ? nil : options.cacheFolder.map { DerivationCache(folder: $0, toolVersion: PlumbVersion.current) }
  }

  // MARK: The whole run

  /// Every stage in order; `baseline` sets aside the findings it records.
  public func run(baseline: Baseline? = nil) throws -> CheckReport {
    let workspace = try load()
    let scanned = scan(workspace)
    let report = check(scanned, baseline: baseline)
    if strict, !report.configurationWarnings.isEmpty {
      throw PlumbError(
        "configuration warnings are errors in strict mode:\n"
          + report.configurationWarnings.map(\.description).joined(separator: "\n"))
    }
    return report
  }

  /// The stages after the scan, over a workspace scanned (or built in code, for tests).
  public func check(_ scanned: ScannedWorkspace, baseline: Baseline? = nil) -> CheckReport {
    let runner = RuleRunner(rules: rules)
    let findingsKey = self.findingsKey(scanned)
    let cached = findingsKey.flatMap { key in options.timings.measure("rules") { cachedFindings(key) } }
    // Findings read from the cache need the code only for the layers (their members and the unmatched ones).
    let needsCode = runner.needsCode(configuration) && (cached == nil || !configuration.layers.isEmpty)
    let interpretation = scanned.scan != nil && needsCode ? interpret(scanned) : nil
    let graph = interpretation?.graph ?? checkedGraph(scanned.graph)
    let code = interpretation?.code
    let layers = options.timings.measure("graph") {
      LayerMembership(configuration: configuration, graph: graph, code: code)
    }
    let metrics = metrics(of: graph, scanned: scanned)
    let result = cached ?? options.timings.measure("rules") {
      // The evidence behind the edges (cycle advice): only when a rule reads it on this graph, as it needs the types.
      let evidence = runner.needsEvidence(configuration, graph: graph) ? cycleEvidence(scanned, graph: graph) : nil
      let result = runner.run(
        graph: graph, configuration: configuration, metrics: metrics.byModule, layers: layers,
        sourceFacts: scanned.sourceFacts, code: code, evidence: evidence, root: root,
        unreadDefinitions: scanned.workspace.diagnostics.filter(\.leavesGraphPartial).compactMap(\.location))
      if let findingsKey { storeFindings(result, key: findingsKey) }
      return result
    }
    // Only when the code was indexed: without it, a layer of paths or types could not be matched at all.
    let unmatched = code == nil ? [] : layers.unmatchedDeclaredLayers.map { layer in
      Diagnostic(.warning, "layer '\(layer.name)' matches no module, file or type: it checks nothing", at: layer.location)
    }
    var checked = options.timings.measure("report") {
      report(
        result, graph: graph, layers: layers, metrics: metrics, inputProblems: scanned.diagnostics + unmatched,
        baseline: baseline, scan: scanned.scan)
    }
    checked.configurationWarnings = unmatched
    return checked
  }

  /// The Swift files `plumb scan` reads below `root`, root-relative and sorted: the shared walk's
  /// (`FileTree`), which leaves out hidden, build and vendor folders.
  public static func swiftFiles(under root: URL) -> [String] {
    FileTree(root: root.standardizedFileURL.path).swiftFiles()
  }

  /// load then scan: the graph as the manifests declare it and as the code uses it.
  public func loadAndScan() throws -> ScannedWorkspace {
    scan(try load())
  }

  // MARK: Stages

  /// load: manifests, projects and workspaces read into the declared module graph.
  public func load() throws -> LoadedWorkspace {
    try options.timings.measure("load") {
      let early = startEarlyScan()
      defer { if let early { earlyFacts.keep(early.finish()) } }
      do {
        return try loadWorkspace()
      } catch {
        // A change set that could not be worked out is said before what the load met without it.
        _ = try options.settledChanges()
        throw error
      }
    }
  }

  /// On a cold run (no analysis and no facts kept), the Swift files below the root parsed while the load runs
  /// (`EarlyScan`); nil when the caches will give most facts.
  private func startEarlyScan() -> EarlyScan? {
    guard options.memory == nil else { return nil }
    // The facts cache's file is looked for first: asking for the snapshot here waited for the analysis cache's read
    // before the load could walk the folder (which a warm run does while the read ahead reads it).
    if let folder = options.cacheFolder,
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(FactsCache.fileName).path)
    {
      return nil
    }
    guard analysisCache?.snapshot == nil else { return nil }
    let root = self.root
    // Facts are taken from here only for the bytes they were made of: the staged contents git is still reading
    // are not waited for.
    let contents = options.pendingChanges == nil ? options.contents : options.sourceContents
    return EarlyScan(root: root, contents: contents) { FileTree(root: root.path).swiftFiles() }
  }

  private func loadWorkspace() throws -> LoadedWorkspace {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw PlumbError("'\(root.path)' is not a readable directory")
    }
    // A folder that cannot be listed would look empty, and an empty analysis would look clean.
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root.path) else {
      throw PlumbError("cannot read the folder '\(root.path)': permission denied")
    }
    let packagesPath = options.packagesPath
      ?? configuration.packagesPath.map { URL(fileURLWithPath: $0, relativeTo: root).standardizedFileURL }
    var workspace = try loadDeclared(
      with: WorkspaceLoader(evaluateManifests: options.evaluateManifests, packagesPath: packagesPath))
    if let changes = try options.settledChanges() {
      // Deleted files leave their modules; files only the index has join theirs; a submodule is said unchecked.
      workspace.graph = changes.applied(to: workspace.graph)
      workspace.diagnostics += changes.diagnostics
    }
    // A graph plumb knows to be partial must not pass as checked where the run is asked to be strict.
    let unread = workspace.diagnostics.filter(\.leavesGraphPartial)
    if strict, !unread.isEmpty {
      throw PlumbError(
        "module definitions were left unread, so the graph is partial (strict mode stops here):\n"
          + unread.map(\.description).joined(separator: "\n"))
    }
    if !workspace.graph.modules.contains(where: { !$0.isExternal }) {
      if workspace.diagnostics.isEmpty {
        throw PlumbError("nothing to analyse in '\(root.path)'" + Self.whyNothing(entries: entries))
      }
      if options.foldersOfUnreadManifests, readUnreadFolders(into: &workspace, nothingRead: true) {
        return workspace
      }
      // A manifest or project that cannot be read leaves nothing to check: no module is no clean result.
      throw PlumbError(
        "nothing could be analysed in '\(root.path)':\n"
          + workspace.diagnostics.map(\.description).joined(separator: "\n"))
    }
    if options.foldersOfUnreadManifests, !unread.isEmpty {
      readUnreadFolders(into: &workspace, nothingRead: false)
    }
    return workspace
  }

  /// For the score: the Swift files no module covers, where projects, specs or manifests were left unread (a Tuist
  /// project built through the workspace's helpers), read as folder modules of their own (see
  /// `InferredModules.unreadFolderModules`), with a note that says so. The score tells them apart, and is never
  /// sure when they hold most of the code. False when there were none.
  @discardableResult
  private func readUnreadFolders(into workspace: inout LoadedWorkspace, nothingRead: Bool) -> Bool {
    let covered = Set(workspace.graph.modules.flatMap(\.sources))
    let folders = InferredModules.unreadFolderModules(
      tree: FileTree(root: root.path), covered: covered, rootName: root.lastPathComponent)
    guard !folders.isEmpty else { return false }
    let files = folders.reduce(0) { $0 + $1.sources.count }
    workspace.graph.add(containers: [InferredModules.unreadContainer], modules: folders)
    let count: String = "\(folders.count) folder" + (folders.count == 1 ? "" : "s")
    let paths: [String] = folders.prefix(4).map { ($0.path ?? "").isEmpty ? "." : $0.path ?? "." }
    let listed: String = paths.joined(separator: ", ") + (folders.count > 4 ? ", ..." : "")
    let what: String = nothingRead ? "no manifest or project could be read" : "projects or manifests were left unread"
    let plural: String = files == 1 ? "" : "s"
    let message: String =
      "\(what): the score reads the \(files) Swift file\(plural) no module holds as \(count) of their own (\(listed))"
    workspace.diagnostics.append(Diagnostic(.note, message, leavesGraphPartial: true))
    return true
  }

  /// Why a readable folder gave no module: it is empty, its package declares no targets (an umbrella manifest of
  /// products only, say), or it holds nothing plumb reads.
  static func whyNothing(entries: [String]) -> String {
    if entries.isEmpty { return " (the folder is empty)" }
    if entries.contains("Package.swift") {
      return ": its Package.swift declares no targets, and there is no Xcode project or other Swift file"
    }
    return ": no Package.swift, Xcode project or Swift file"
  }

  /// scan: every module's Swift files read once; the edges only the code shows join the declared graph.
  public func scan(_ workspace: LoadedWorkspace) -> ScannedWorkspace {
    options.timings.measure("scan") { scanWorkspace(workspace) }
  }

  private func scanWorkspace(_ workspace: LoadedWorkspace) -> ScannedWorkspace {
    var workspace = workspace
    // A cache committed to the analysed repository is not this machine's: never read it. Git is asked once per state
    // of its index: the analysis cache remembers the index's stamp when git said the folder holds nothing it tracks.
    let stamp = analysisCache == nil ? nil : TrackedCache.indexStamp(root: root)
    let checked = stamp != nil && analysisCache?.snapshot?.untracked == stamp
    let tracked = checked ? nil : options.cacheFolder.flatMap { TrackedCache.warning(folder: $0, root: root) }
    if let tracked { workspace.diagnostics.append(tracked) }
    let contents = options.contents
    let early = earlyFacts.take()
    guard tracked == nil, let analysis = analysisCache else {
      let cache = tracked != nil ? nil : factsCache()
      var scanner = SourceScanner(threads: options.threads, cache: cache, contents: contents)
      scanner.early = early
      return ScannedWorkspace(
        workspace, scan: remoteFunctions(scanner.scan(modulesOf: workspace.graph, root: root), of: workspace))
    }
    // Every file is read and hashed once, unless its stamp vouches for the hash the last run made (`FileStamp`);
    // when none changed, the last run's scan stands, else the scan goes on from these bytes.
    let readings = SourceScanner(threads: options.threads, contents: contents)
      .read(root: root, paths: SourceScanner.sourcePaths(of: workspace.graph), known: analysis.knownFiles)
    if let part = analysis.scan(of: workspace.graph, readings: readings) {
      let last = analysis.previousScan(of: workspace.graph)?.generation
      analysis.scanned(nil, graph: workspace.graph, readings: readings, untracked: stamp)
      // A new snapshot of the same scan (the load or git's index changed): its derivation is the last one's.
      if let derivationCache, let last, let generation = analysis.runGeneration, generation != last,
        let derivation = derivationCache.derivation(generation: last, graph: workspace.graph)
      {
        derivationCache.store(derivation, generation: generation, graph: workspace.graph)
      }
      var scanned = ScannedWorkspace(workspace, scan: remoteFunctions(reused(part), of: workspace))
      scanned.analysisGeneration = analysis.runGeneration
      scanned.moduleSizes = part.sizes
      return scanned
    }
    var scanner = SourceScanner(threads: options.threads, cache: factsCache(), contents: contents)
    scanner.early = early
    // With the last run's derivation, the files it read with the same bytes keep their facts in the facts cache.
    let previous = previousDerivation(of: workspace.graph, analysis: analysis, facts: scanner.cache)
    let scan = scanner.derive(
      graph: workspace.graph, scanned: scanner.scan(readings, after: previous), hashes: readings.hashes,
      previous: previous)
    analysis.scanned(scan, graph: workspace.graph, readings: readings, untracked: stamp)
    if let derivationCache, let generation = analysis.runGeneration, let derivation = scan.derivation {
      derivationCache.store(derivation, generation: generation, graph: workspace.graph)
    }
    var scanned = ScannedWorkspace(workspace, scan: remoteFunctions(scan, of: workspace))
    scanned.analysisGeneration = analysis.runGeneration
    return scanned
  }

  /// The scan with the free functions and extension members of remote packages a module may use without importing
  /// them (`RemoteFunctionCandidates`), read from the checkouts the load found, the modules that the umbrellas it
  /// imports re-export, the products declared without an import that link no Swift file, list no Swift target or list
  /// binary targets only, and the modules every checkout builds; the scan as it was without checkouts.
  private func remoteFunctions(_ scan: WorkspaceScan, of workspace: LoadedWorkspace) -> WorkspaceScan {
    guard let checkouts = workspace.remotePackages else { return scan }
    var scan = scan
    let products = RemoteFunctionCandidates.products(in: workspace.graph, facts: scan.sourceFacts)
    let sources = checkouts.linkedSources(of: products.compactMap { workspace.graph[$0] })
    let declarations = SourceScanner(threads: options.threads)
      .publicFunctions(of: sources.map { ($0.module, $0.folder, $0.paths) })
    scan.sourceFacts.remoteFunctions = declarations.functions
    scan.sourceFacts.remoteExtensionMembers = declarations.extensionMembers
    scan.sourceFacts.remoteTypes = declarations.types
    scan.sourceFacts.remoteProtocolMembers = declarations.protocolMembers
    scan.sourceFacts.remoteNSObjectProtocols = declarations.nsObjectProtocols
    // The umbrellas a module imports beside a remote product it declares without an import: their
    // `@_exported import`s, read from the lines of their own files.
    let reexporters = RemoteFunctionCandidates.reexporters(in: workspace.graph, facts: scan.sourceFacts)
    let umbrellaNames = Set(reexporters.flatMap(\.names))
    let umbrellas = checkouts.linkedSources(of: reexporters.compactMap { workspace.graph[$0.product] })
      .filter { umbrellaNames.contains($0.module) }
    scan.sourceFacts.remoteReexports = SourceScanner.exportedImports(
      of: umbrellas.map { ($0.module, $0.folder, $0.paths) })
    let unimported = RemoteFunctionCandidates.products(in: workspace.graph, facts: scan.sourceFacts, calling: false)
    // What a product lists is read from its own declaration in the checkout, even when the rest of the manifest could
    // not be read whole (Firebase's, whose dependencies a helper function makes).
    let unimportedAtAll = RemoteFunctionCandidates.products(
      in: workspace.graph, facts: scan.sourceFacts, calling: false, modulesKnown: false)
    scan.sourceFacts.remoteProductsListingNoSwift = checkouts.productsListingNoSwiftTarget(
      unimportedAtAll.compactMap { workspace.graph[$0] })
    scan.sourceFacts.remoteBinaryOnlyProducts = checkouts.productsListingOnlyBinaryTargets(
      unimportedAtAll.compactMap { workspace.graph[$0] })
    scan.sourceFacts.remoteModuleNames = checkouts.builtModuleNames
    // A product of resource files only (a package of data files copied into its bundle) is linked for its bundle:
    // nothing can be imported from it.
    scan.sourceFacts.remoteProductsWithoutSwift = unimported
      .filter { id in
        guard let product = workspace.graph[id] else { return false }
        let linked = checkouts.linkedSources(of: [product])
        return !linked.isEmpty && linked.allSatisfy(Self.holdsOnlyResources)
      }
    return scan
  }

  /// Whether a module of a checkout holds no code at all: no Swift file, and a `Sources/<module>` folder without a
  /// C-family or assembly file (an Objective-C target, WalletConnect's `WalletConnectRouter`, is imported as a module
  /// too). A target elsewhere (`path:`) is not looked for: unknown, so not taken for resources.
  static func holdsOnlyResources(_ module: RemotePackageCheckouts.RemoteModuleSources) -> Bool {
    guard module.paths.isEmpty else { return false }
    let folder = module.folder.appendingPathComponent("Sources").appendingPathComponent(module.module)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue,
      let files = FileManager.default.enumerator(atPath: folder.path)
    else { return false }
    let code: Set<String> = ["swift", "c", "cc", "cpp", "cxx", "m", "mm", "h", "hpp", "s", "modulemap"]
    return !files.contains { code.contains(URL(fileURLWithPath: $0 as? String ?? "").pathExtension.lowercased()) }
  }

  /// What the last snapshot's scan derived, when its derivation was kept and it is over the same graph: the files a
  /// change did not reach keep their edge uses and roles, the modules it did not reach their summaries.
  /// The last facts of a changed file come from the facts cache (`facts`), under the hash the snapshot has.
  private func previousDerivation(
    of graph: ModuleGraph, analysis: AnalysisCache, facts: FactsCache?
  ) -> PreviousDerivation? {
    guard let derivationCache, let last = analysis.previousScan(of: graph),
      let stored = derivationCache.derivation(generation: last.generation, graph: graph)
    else { return nil }
    let hashes = last.scan.hashes
    let lastFacts = facts.map { cache in
      { @Sendable (path: String) -> FileFacts? in hashes[path].flatMap { cache.facts(for: $0, path: path) } }
    }
    return PreviousDerivation(
      interface: stored.interface, hashes: hashes, uses: stored.uses, roles: last.scan.roles,
      sourceFacts: last.scan.sourceFacts, encodedSummary: last.scan.encodedSummary,
      encodedRoles: last.scan.encodedRoles,
      lastFacts: lastFacts, paths: last.scan.scannedPaths,
      said: PreviousDerivation.Said(
        suppressions: last.scan.suppressions, diagnostics: last.scan.diagnostics.map(\.value)))
  }

  /// The facts cache in the cache folder, read now.
  private func factsCache() -> FactsCache? {
    if let memory = options.memory { return memory.facts }
    return options.cacheFolder.map {
      CacheReadAhead.factsCache(folder: $0)
        ?? FactsCache(folder: $0, identity: FactsCache.Identity(toolVersion: PlumbVersion.current))
    }
  }

  /// The load's result: the last run's when the analysis cache shows that a load would read the same, else a new
  /// load, recorded for the next run.
  private func loadDeclared(with loader: WorkspaceLoader) throws -> LoadedWorkspace {
    guard let cache = analysisCache else { return try loader.load(root: root) }
    let tree = FileTree(root: root.path)
    if let snapshot = cache.snapshot,
      let inputs = snapshot.load.hold(
        settings: loader.settings(root: root), tree: tree, verifiedSince: snapshot.verifiedSince)
    {
      cache.reusedLoad(inputs)
      return LoadedWorkspace(root: root, graph: snapshot.graph, diagnostics: snapshot.diagnostics.map(\.value))
    }
    let (workspace, inputs) = try loader.loadRecording(root: root, tree: tree)
    // A load that read remote checkouts is not kept: the scan reads their public functions from what it found.
    cache.loaded(workspace.remotePackages == nil ? inputs : nil, workspace: workspace)
    return workspace
  }

  /// A scan as the last run left it: its files are decoded from the facts cache only if a stage asks for them.
  private func reused(_ part: AnalysisCache.ScanSnapshot) -> WorkspaceScan {
    let (paths, hashes, rootURL, threads) = (part.scannedPaths, part.hashes, root, options.threads)
    let contents = options.contents
    let folder = options.cacheFolder
    let gathered = options.memory.map { $0.facts }
    var scan = WorkspaceScan(
      lazyFiles: {
        let cache = gathered ?? folder.map {
          FactsCache(folder: $0, identity: FactsCache.Identity(toolVersion: PlumbVersion.current))
        }
        return SourceScanner(threads: threads, cache: cache, contents: contents)
          .cachedFacts(paths: paths, hashes: hashes, root: rootURL)
      },
      lazyRoles: part.roles, actualEdges: part.actualEdges, lazySourceFacts: part.sourceFacts,
      diagnostics: part.diagnostics.map(\.value))
    scan.suppressions = part.suppressions
    scan.scannedPaths = part.scannedPaths
    scan.hashes = part.hashes
    return scan
  }

  /// graph: the modules the configuration checks (`include`/`exclude`), and the external products they use (an
  /// external product only modules left out depend on goes with them).
  public func checkedGraph(_ graph: ModuleGraph) -> ModuleGraph {
    // Rebuilding a graph is not free on large workspaces: narrow it only when the configuration asks to.
    if configuration.include.isEmpty && configuration.exclude.isEmpty { return graph }
    return options.timings.measure("graph") { narrowed(graph) }
  }

  private func narrowed(_ graph: ModuleGraph) -> ModuleGraph {
    let kept = Set(graph.modules.filter { !$0.isExternal && configuration.includes($0) }.map(\.id))
    var usedExternals = Set<ModuleID>()
    var dependedOn = Set<ModuleID>()
    for dependency in graph.dependencies {
      dependedOn.insert(dependency.to)
      if kept.contains(dependency.from) { usedExternals.insert(dependency.to) }
    }
    return graph.filter { module in
      guard module.isExternal else { return kept.contains(module.id) }
      return configuration.includes(module) && (usedExternals.contains(module.id) || !dependedOn.contains(module.id))
    }
  }

  /// The metrics of `graph` over a scan: sized from the sizes the analysis cache kept when the scan came from it (the
  /// summaries they are taken from are then not decoded), else from its summaries.
  func metrics(of graph: ModuleGraph, scanned: ScannedWorkspace) -> MetricsReport {
    guard let sizes = scanned.moduleSizes, !sizes.isEmpty else {
      return metrics(of: graph, sourceFacts: scanned.sourceFacts)
    }
    return options.timings.measure("metrics") { Metrics.compute(graph: graph, sizes: sizes) }
  }

  /// metrics: package metrics of the checked graph, sized from the scan (or from the files when not scanned).
  public func metrics(of graph: ModuleGraph, sourceFacts: SourceFacts?) -> MetricsReport {
    options.timings.measure("metrics") {
      let sizes = SourceScanner(threads: options.threads).sizes(of: graph, root: root, sourceFacts: sourceFacts)
      return Metrics.compute(graph: graph, sizes: sizes)
    }
  }

  /// interpret: what the scanned code of the checked graph means (`Interpretation`: the app's own code, the index of
  /// its types, the type graph), worked out once per scan and configuration; every later call returns the same value.
  public func interpret(_ scanned: ScannedWorkspace) -> Interpretation {
    let graph = checkedGraph(scanned.graph)
    return scanned.interpretations.value(for: graph) { options.timings.measure("interpret") {
      let included = Set(graph.modules.flatMap(\.sources))
      let files = scanned.files.filter { included.contains($0.path) }
      return Interpretation(
        graph: graph, files: files, roles: scanned.roles, typeGraph: TypeGraphBuilder.build(modules: graph, files: files))
    } }
  }

  /// What makes each edge of `graph` (the checked graph, or a narrowing of it): its declaration, the imports and the
  /// type references behind it, over the types of every module (examples included: their edges are edges too).
  /// Declarations only when the sources were not scanned. Type references stay at their declarations;
  /// `locatingUses` places the ones shown on their lines.
  public func evidence(_ scanned: ScannedWorkspace, graph: ModuleGraph) -> DependencyEvidence {
    guard scanned.scan != nil else { return DependencyEvidence(graph: graph, sourceFacts: nil, code: nil) }
    let interpretation = interpret(scanned)
    let code = scanned.interpretations.indexOfAllModules(interpretation)
    // A narrowing (the matrix of some modules) judges its edges over its own graph; the index is the checked one's.
    return DependencyEvidence(graph: graph, sourceFacts: scanned.sourceFacts, code: code)
  }

  /// The edges with their type references and member uses placed on the lines that write the names
  /// (`SourceText.lineNaming`), reading each file once.
  public func locatingUses(_ edges: [EdgeEvidence]) -> [EdgeEvidence] {
    var text = SourceText(root: root, contents: options.contents)
    return edges.map { edge in edge.locatingUses { text.lineNaming($2, in: $0, lines: $1) } }
  }

  /// `locatingUses` for the edges of `evidence` that `which` selects.
  public func locatingUses(_ evidence: DependencyEvidence, where which: (EdgeEvidence) -> Bool) -> DependencyEvidence {
    var text = SourceText(root: root, contents: options.contents)
    return evidence.locatingUses(where: which) { text.lineNaming($2, in: $0, lines: $1) }
  }

  /// score: the detected style and the eight criteria, over the checked graph (tests included: they count for
  /// maintenance) and the scan; with each code module's style unless `eachModule` is false. `checked`: this scan's
  /// check (`check(_:)`) when already made: its metrics are the score's when it checked the same graph, and are then
  /// not worked out again.
  public func score(_ scanned: ScannedWorkspace, eachModule: Bool = true, checked: CheckReport? = nil) -> ArchitectureScore {
    let interpretation = interpret(scanned)
    let metrics =
      checked.flatMap { $0.graph == interpretation.graph ? $0.metrics : nil }
      ?? metrics(of: interpretation.graph, sourceFacts: scanned.sourceFacts)
    return options.timings.measure("score") {
      Scorer.score(
        name: root.lastPathComponent, interpretation: interpretation, metrics: metrics, eachModule: eachModule)
    }
  }

  /// report: findings that ignores, suppression comments and the baseline set aside are counted, not listed.
  func report(
    _ result: RuleRunResult, graph: ModuleGraph, layers: LayerMembership, metrics: MetricsReport,
    inputProblems: [Diagnostic], baseline: Baseline?, scan: WorkspaceScan? = nil
  ) -> CheckReport {
    // Problems met reading files the configuration excludes (test fixtures, vendored code) are not the user's.
    var inputProblems = inputProblems.filter { problem in
      problem.location.map { !configuration.excludes(path: $0.file) } ?? true
    }
    var setAside = SetAside()
    // Git submodules are other repositories: what lies inside them is counted, not listed (`include-submodules`).
    let submodules = configuration.includeSubmodules ? GitSubmodules(paths: []) : GitSubmodules(root: root)
    let isInSubmodule = { (location: Location?) in location.flatMap { submodules.submodule(of: $0.file) } != nil }
    let problemsInSubmodules = inputProblems.filter { isInSubmodule($0.location) }.count
    inputProblems.removeAll { isInSubmodule($0.location) }
    // Comments are read from what the scan read: a staged change to a `plumb:disable` comment counts as staged.
    var suppressions = Suppressions(
      root: root, contents: options.contents, scanned: scan?.suppressions ?? [:],
      scannedPaths: Set(scan?.scannedPaths ?? []))
    var kept: [Finding] = []
    let touched = options.changes.map { touchedScope($0, graph: graph) }
    for finding in result.findings {
      if let touched, !touched.contains(finding) { continue }
      let place = finding.location ?? finding.modules.lazy.compactMap { graph[$0]?.declaredAt }.first
      if !submodules.isEmpty, isInSubmodule(place) {
        setAside.inSubmodules += 1
      } else if configuration.ignoreEntry(for: finding) != nil {
        setAside.ignored += 1
      } else if suppressions.suppresses(finding) {
        setAside.suppressed += 1
      } else {
        kept.append(finding)
      }
    }
    var stale: [Baseline.Entry] = []
    if let baseline {
      let split = baseline.apply(to: kept)
      kept = split.new
      setAside.baselined = split.baselined.count
      stale = split.stale
    }
    if setAside.inSubmodules + problemsInSubmodules > 0 {
      inputProblems.append(
        Self.submodulesNote(submodules, findings: setAside.inSubmodules, problems: problemsInSubmodules))
    }
    let layerList = layers.modulesByLayer
    var input = ReportInput(
      root: root, graph: graph, findings: kept,
      diagnostics: inputProblems + configurationWarnings + result.diagnostics, rules: result.rules,
      metrics: metrics.modules,
      layers: layerList.isEmpty ? nil : layerList.map { ReportLayer(name: $0.name, modules: $0.modules) },
      toolVersion: PlumbVersion.current)
    input.configurationSources = configuration.sources
    input.setAside = setAside
    return CheckReport(input: input, metrics: metrics, staleBaselineEntries: stale)
  }
}

extension Pipeline {
  /// The one line that says what the git submodules hid: nothing inside them is reported silently.
  static func submodulesNote(_ submodules: GitSubmodules, findings: Int, problems: Int) -> Diagnostic {
    let count = submodules.paths.count
    let names = submodules.paths.map { "'\($0)'" }.joined(separator: ", ")
    let what = [
      findings > 0 ? "\(findings) finding\(findings == 1 ? "" : "s")" : nil,
      problems > 0 ? "\(problems) input problem\(problems == 1 ? "" : "s")" : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    let treated = count == 1 ? "1 git submodule is treated as another repository" : "\(count) git submodules are "
      + "treated as other repositories"
    return Diagnostic(
      .note,
      "\(treated) (\(names)): their manifests are read for what the app uses, but \(what) inside them "
        + "\(findings + problems == 1 ? "is" : "are") not reported; set 'include-submodules: true' in .plumb.yml to "
        + "report them",
      at: Location(file: ".gitmodules"))
  }
}

/// The facts an `EarlyScan` made during a load, kept for the scan that follows it (once).
final class EarlyFacts: @unchecked Sendable {
  private let lock = NSLock()
  private var facts: [String: EarlyScan.Scanned] = [:]

  func keep(_ facts: [String: EarlyScan.Scanned]) { lock.withLock { self.facts = facts } }

  func take() -> [String: EarlyScan.Scanned] {
    lock.withLock {
      defer { facts = [:] }
      return facts
    }
  }
}

/// What a set of changed files touches: the files, and the modules that compile them or are declared in them.
struct TouchedScope {
  var files: Set<String>
  var modules: Set<ModuleID>

  func contains(_ finding: Finding) -> Bool {
    if let file = finding.location?.file, files.contains(file) { return true }
    return finding.modules.contains { modules.contains($0) }
  }
}

extension Pipeline {
  /// The findings cache's key for a check of `scanned`: nil when the scan or the configuration is not one the
  /// cache can name.
  func findingsKey(_ scanned: ScannedWorkspace) -> String? {
    guard findingsCache != nil, let generation = scanned.analysisGeneration, !generation.isEmpty,
      let configurationKey
    else { return nil }
    return FindingsCache.key(generation: generation, configuration: configurationKey, rules: rules, root: root)
  }

  /// The rules' result stored under `key`, with the rules that ran as this build describes them.
  func cachedFindings(_ key: String) -> RuleRunResult? {
    guard let entry = findingsCache?.entry(for: key) else { return nil }
    var infos: [RuleInfo] = []
    for id in entry.rules {
      guard let rule = rules.first(where: { $0.info.id == id }) else { return nil }
      infos.append(rule.info)
    }
    return RuleRunResult(findings: entry.findings, diagnostics: entry.diagnostics.map(\.value), rules: infos)
  }

  func storeFindings(_ result: RuleRunResult, key: String) {
    findingsCache?.store(
      FindingsCache.Entry(
        key: key, findings: result.findings, diagnostics: result.diagnostics.map(AnalysisCache.StoredDiagnostic.init),
        rules: result.rules.map(\.id)))
  }

  func touchedScope(_ changes: ChangeSet, graph: ModuleGraph) -> TouchedScope {
    TouchedScope(files: changes.paths, modules: changes.touchedModules(in: graph))
  }
}

/// The workspace after the scan stage: the declared graph with the edges the code actually has, and what the
/// sources say.
public struct ScannedWorkspace: Sendable {
  public var workspace: LoadedWorkspace
  /// nil when the sources were not scanned (`plumb graph --declared-only`).
  public let scan: WorkspaceScan?
  /// The declared graph plus `.importOnly` edges for dependencies that only the code shows.
  public let graph: ModuleGraph
  /// The interpretations of this scan already worked out (`Pipeline.interpret`), shared by its copies.
  let interpretations = InterpretationMemo()
  /// Loader diagnostics followed by scanner diagnostics (unreadable files, syntax errors), one for each cause
  /// (`groupedByCause`): the list standard error, the machine-readable reports and the summary all give.
  public var diagnostics: [Diagnostic]
  /// The analysis snapshot this scan is, when the analysis cache keeps it (`AnalysisCache.runGeneration`): the key
  /// of the findings cached for it.
  var analysisGeneration: String?
  /// The modules' sizes as the metrics read them from the summaries, when the analysis cache kept them.
  var moduleSizes: [ModuleID: ModuleSize]?

  public init(_ workspace: LoadedWorkspace, scan: WorkspaceScan?) {
    self.workspace = workspace
    self.scan = scan
    var graph = workspace.graph
    graph.add(dependencies: scan?.actualEdges ?? [])
    self.graph = graph
    self.diagnostics = (workspace.diagnostics + (scan?.diagnostics ?? [])).groupedByCause()
  }

  /// A graph built in code, with the facts a test gives: what `Pipeline.check` needs.
  public init(root: URL, graph: ModuleGraph, sourceFacts: SourceFacts? = nil, diagnostics: [Diagnostic] = []) {
    self.workspace = LoadedWorkspace(root: root, graph: graph, diagnostics: diagnostics)
    self.scan = sourceFacts.map {
      WorkspaceScan(files: [], roles: [], actualEdges: [], sourceFacts: $0, diagnostics: [])
    }
    self.graph = graph
    self.diagnostics = diagnostics.groupedByCause()
  }

  public var files: [FileFacts] { scan?.files ?? [] }
  public var roles: [RoleAssignment] { scan?.roles ?? [] }
  public var sourceFacts: SourceFacts? { scan?.sourceFacts }
}

/// What a check found: what reporters show, and what decides the exit code.
public struct CheckReport: Sendable {
  /// The checked graph, the findings to report (not ignored, suppressed or baselined; sorted), the input problems
  /// and configuration warnings, the rules that ran, the metrics, the layers and what was set aside.
  public var input: ReportInput
  /// The metrics with what the table does not show (the longest build path).
  public var metrics: MetricsReport
  /// Baseline entries that no finding matches any more: the baseline must be refreshed.
  public var staleBaselineEntries: [Baseline.Entry] = []
  /// Warnings about the configuration found by the run (layers that match nothing), also among the diagnostics:
  /// strict mode stops on them.
  public var configurationWarnings: [Diagnostic] = []

  public var findings: [Finding] { input.findings }
  public var diagnostics: [Diagnostic] { input.diagnostics }
  public var graph: ModuleGraph { input.graph }

  /// 1 when an error-severity finding is reported or the baseline is stale, else 0.
  public var exitCode: Int32 { findings.contains { $0.severity == .error } || !staleBaselineEntries.isEmpty ? 1 : 0 }
}

/// Paths as printed: relative to the current directory when below it, else absolute.
public enum DisplayPath {
  public static func of(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let prefix = current.hasSuffix("/") ? current : current + "/"
    if path == current { return "." }
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// What to write before a path relative to `root` so that it reads from the current directory: empty when
  /// `root` is the current directory.
  public static func prefix(for root: URL) -> String {
    let shown = of(root)
    return shown == "." ? "" : shown.hasSuffix("/") ? shown : shown + "/"
  }
}
