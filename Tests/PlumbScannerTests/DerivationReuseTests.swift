import Foundation
import PlumbModel
@testable import PlumbScanner
import Testing

/// A scan that goes on from the last run's derivation (`PreviousDerivation`) derives what a scan from nothing
/// derives, and reuses only what the changed files do not reach: a body edited in one module, a type another module
/// uses renamed.
@Suite struct DerivationReuseTests {
  /// JSON with sorted keys: the same values give the same bytes.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }

  private var app: ModuleID { ModuleID(container: modulesBackwards ? "Zeta.xcodeproj" : "App.xcodeproj", name: "App") }
  private let core = ModuleID(container: "Kit", name: "Core")
  private let feature = ModuleID(container: "Kit", name: "Feature")
  /// The app's project named to sort after the packages: the scan then lists its files out of path order (the app's
  /// last), as scans of real projects do (module by module).
  private var modulesBackwards = false
  /// An app extension beside the app, listing the app's `HomeView.swift` as well as a file of its own: the app's
  /// summary then has an `ownCode` (the numbers of the files no other target lists), as an app with a widget has.
  private var sharesWithExtension = false
  private var widget: ModuleID { ModuleID(container: app.container, name: "Widget") }

  private var graph: ModuleGraph {
    var modules = [
      Module(id: app, kind: .app, sources: ["App/AppCoordinator.swift", "App/HomeView.swift"]),
      Module(id: core, kind: .regular, sources: ["Core/Account.swift", "Core/AccountService.swift"]),
      Module(id: feature, kind: .regular, sources: ["Feature/Exports.swift", "Feature/ListViewModel.swift"]),
    ]
    if sharesWithExtension {
      modules.append(Module(id: widget, kind: .appExtension, sources: ["App/HomeView.swift", "Widget/Widget.swift"]))
    }
    return ModuleGraph(modules: modules)
  }

  /// The workspace's files, `changes` (path → text) over the first version.
  private func files(_ changes: [String: String] = [:]) -> [String: String] {
    var files = [
      "App/AppCoordinator.swift": "import Feature\n\nfinal class AppCoordinator {\n  let model = ListViewModel()\n}\n",
      "App/HomeView.swift": "import SwiftUI\nimport Feature\n\nstruct HomeView: View {\n  let account: Account\n}\n",
      "Core/Account.swift": "public struct Account {\n  public let name: String\n}\n",
      "Core/AccountService.swift": "public protocol AccountService {\n  func load() -> Account\n}\n",
      "Feature/Exports.swift": "@_exported import Core\n",
      "Feature/ListViewModel.swift":
        "import Core\n\npublic final class ListViewModel {\n  public init() {}\n  var service: AccountService?\n}\n",
      "Widget/Widget.swift": "import Feature\n\nstruct Widget {\n  func title() -> String { \"Home\" }\n}\n",
    ]
    files.merge(changes) { $1 }
    return files
  }

  /// A scan result of `texts` in the graph's file order, with each file's hash.
  private func scanned(_ texts: [String: String]) -> (SourceScanner.Result, [String: ContentHash]) {
    let paths = SourceScanner.sourcePaths(of: graph)
    var hashes: [String: ContentHash] = [:]
    let facts = paths.map { path in
      var text = texts[path]!
      hashes[path] = text.withUTF8 { ContentHash(of: $0) }
      return SourceScanner.scan(source: text, path: path)
    }
    var result = SourceScanner.Result(files: facts, diagnostics: [])
    result.hashes = hashes
    return (result, hashes)
  }

  /// What a scan of `texts` derives, from nothing.
  private func fromNothing(_ texts: [String: String]) -> WorkspaceScan {
    let (result, _) = scanned(texts)
    return SourceScanner(threads: 1).derive(graph: graph, scanned: result)
  }

  private func previous(_ scan: WorkspaceScan, hashes: [String: ContentHash]) throws -> PreviousDerivation {
    let derivation = try #require(scan.derivation)
    let (roles, facts) = (scan.roles, scan.sourceFacts)
    return PreviousDerivation(
      interface: derivation.interface, hashes: hashes, uses: derivation.uses, roles: { roles },
      sourceFacts: { facts })
  }

  /// The roles, edges and summaries of a scan as JSON with sorted keys (`derivedJSON()`), and its actual
  /// dependencies: what must be the same byte for byte.
  private func derived(_ scan: WorkspaceScan) throws -> [String] {
    try scan.derivedJSON()
      + [String(decoding: try Self.encoder.encode(scan.sourceFacts.actualDependencies), as: UTF8.self)]
  }

  /// Derives `texts` from the derivation of the first version, whose summary of `marked` (when given) is replaced by
  /// one that says `1234` lines, and the roles of the file `markedRoles` by ones whose evidence is "marked": a reused
  /// summary or role shows it.
  private func reusing(
    _ texts: [String: String], marked: ModuleID? = nil, markedRoles: String? = nil
  ) throws -> WorkspaceScan {
    let (first, firstHashes) = scanned(files())
    var last = try previous(SourceScanner(threads: 1).derive(graph: graph, scanned: first), hashes: firstHashes)
    if let markedRoles {
      var roles = last.roles()
      for index in roles.indices where roles[index].file == markedRoles { roles[index].evidence = ["marked"] }
      let changed = roles
      last.roles = { changed }
    }
    if let marked {
      var facts = last.sourceFacts()
      facts.modules[marked]?.lines = 1234
      let changed = facts
      last.sourceFacts = { changed }
    }
    let (now, hashes) = scanned(texts)
    return SourceScanner(threads: 1).derive(graph: graph, scanned: now, hashes: hashes, previous: last)
  }

  @Test func aBodyEditedInOneModuleKeepsTheOthersSummariesAndDerivesTheSame() throws {
    let edited = files([
      "Feature/ListViewModel.swift":
        "import Core\n\npublic final class ListViewModel {\n  public init() {}\n  var service: AccountService?\n"
        + "  func reload() -> Int { service == nil ? 0 : 1 }\n}\n\nfunc plumbEdited() {}\n"
    ])
    let (reused, made) = (try derived(reusing(edited)), try derived(fromNothing(edited)))
    for (part, (one, other)) in zip(["roles", "edges", "summaries", "dependencies"], zip(reused, made)) {
      #expect(one == other, "\(part)")
    }
    // Core and App are not reached: their summaries are the last run's; Feature's is made again.
    let marked = try reusing(edited, marked: core)
    #expect(marked.sourceFacts.modules[core]?.lines == 1234)
    #expect(try reusing(edited, marked: feature).sourceFacts.modules[feature]?.lines != 1234)
  }

  /// `reusing`, with the last run's facts at hand (`PreviousDerivation.lastFacts`) so that a module one of whose
  /// files changed may be patched, and the stored summary of `marked` (when given) saying 1,000 lines more than its
  /// files have: a patched summary keeps them, one made again from the files does not.
  private func patching(
    _ texts: [String: String], from base: [String: String]? = nil, marked: ModuleID? = nil
  ) throws -> WorkspaceScan {
    let (first, firstHashes) = scanned(base ?? files())
    var last = try previous(SourceScanner(threads: 1).derive(graph: graph, scanned: first), hashes: firstHashes)
    let facts = Dictionary(first.files.map { ($0.path, $0) }, uniquingKeysWith: { one, _ in one })
    last.lastFacts = { facts[$0] }
    if let marked {
      var stored = last.sourceFacts()
      stored.modules[marked]?.lines += 1000
      let changed = stored
      last.sourceFacts = { changed }
    }
    let (now, hashes) = scanned(texts)
    return SourceScanner(threads: 1).derive(graph: graph, scanned: now, hashes: hashes, previous: last)
  }

  /// `patching`, with the stored `ownCode` of `marked` saying 1,000 lines more than its own files have too.
  private func patchingOwnCode(
    _ texts: [String: String], from base: [String: String]? = nil, marked: ModuleID
  ) throws -> WorkspaceScan {
    let (first, firstHashes) = scanned(base ?? files())
    var last = try previous(SourceScanner(threads: 1).derive(graph: graph, scanned: first), hashes: firstHashes)
    let facts = Dictionary(first.files.map { ($0.path, $0) }, uniquingKeysWith: { one, _ in one })
    last.lastFacts = { facts[$0] }
    var stored = last.sourceFacts()
    stored.modules[marked]?.lines += 1000
    stored.modules[marked]?.ownCode?.lines += 1000
    let changed = stored
    last.sourceFacts = { changed }
    let (now, hashes) = scanned(texts)
    return SourceScanner(threads: 1).derive(graph: graph, scanned: now, hashes: hashes, previous: last)
  }

  /// The app shares a file with its extension, so its summary has an `ownCode`: an edit of a file that is the app's
  /// own (no other target lists a file of its name) patches both, an edit of the shared file summarizes the app (and
  /// the extension) again; either way everything derived is what a derivation from nothing gives.
  @Test func aModuleThatSharesFilesWithAnExtensionIsPatchedWithItsOwnCode() throws {
    var shared = self
    shared.sharesWithExtension = true
    let base = shared.files()
    let before = try #require(shared.fromNothing(base).sourceFacts.modules[app]?.ownCode)
    #expect(before.files == 1)

    // The app's own file gains a function with a branch (the module's largest complexity) and an untyped closure,
    // and one that returns a constant.
    let own = shared.files([
      "App/AppCoordinator.swift":
        "import Feature\n\nfinal class AppCoordinator {\n  let model = ListViewModel()\n"
        + "  func start(_ flag: Bool) -> Int {\n    let pick = { $0 + 1 }\n    if flag { return pick(1) }\n"
        + "    return 0\n  }\n  func version() -> Int { 2 }\n}\n"
    ])
    let fresh = shared.fromNothing(own)
    #expect(try shared.derived(shared.patching(own)) == shared.derived(fresh))
    let freshOwn = try #require(fresh.sourceFacts.modules[app]?.ownCode)
    #expect(freshOwn.functions == before.functions + 2)
    #expect(fresh.sourceFacts.modules[app]?.constantFunctions == 1)
    #expect(freshOwn.maxCyclomaticComplexity == 2)
    #expect(freshOwn.untypedClosures == before.untypedClosures + 1)
    let patched = try shared.patchingOwnCode(own, marked: app)
    #expect(patched.sourceFacts.modules[app]?.lines == (fresh.sourceFacts.modules[app]?.lines ?? 0) + 1000)
    var markedOwn = freshOwn
    markedOwn.lines += 1000
    #expect(patched.sourceFacts.modules[app]?.ownCode == markedOwn)

    // The shared file gains a function: not the app's own, so the app is summarized again from its files.
    let sharedEdit = shared.files([
      "App/HomeView.swift":
        "import SwiftUI\nimport Feature\n\nstruct HomeView: View {\n  let account: Account\n"
        + "  func refresh() {}\n}\n"
    ])
    let freshShared = shared.fromNothing(sharedEdit)
    #expect(try shared.derived(shared.patching(sharedEdit)) == shared.derived(freshShared))
    let again = try shared.patchingOwnCode(sharedEdit, marked: app)
    #expect(again.sourceFacts.modules[app]?.lines == freshShared.sourceFacts.modules[app]?.lines)
    #expect(again.sourceFacts.modules[app]?.ownCode == freshShared.sourceFacts.modules[app]?.ownCode)
  }

  @Test func aFileThatOnlyGainsNamesPatchesItsModulesSummary() throws {
    // An import, functions, calls and a type attribute more; nothing taken away, the types as they were (their
    // properties too: they are the workspace's interface). Feature's first file gives an import before the edited
    // file's.
    let edited = files([
      "Feature/ListViewModel.swift":
        "import Foundation\nimport Core\n\n@MainActor\npublic final class ListViewModel {\n  public init() {}\n"
        + "  var service: AccountService?\n  func reload() -> Int { plumbEdited(); return 1 }\n}\n"
        + "\nfunc plumbEdited() { print(\"edited\") }\n"
    ])
    let fresh = fromNothing(edited)
    #expect(try derived(patching(edited)) == derived(fresh))
    let patched = try patching(edited, marked: feature)
    #expect(patched.sourceFacts.modules[feature]?.lines == (fresh.sourceFacts.modules[feature]?.lines ?? 0) + 1000)
    #expect(patched.sourceFacts.modules[feature]?.imports.map(\.module) == ["Core", "Foundation", "Core"])
    #expect(patched.sourceFacts.modules[feature]?.calledFunctions.contains("print") == true)
    #expect(patched.sourceFacts.modules[feature]?.calledFunctions.contains("plumbEdited") == false)
  }

  @Test func aFileThatLosesANameSummarizesItsModuleAgain() throws {
    // `print` is no longer called in the file: whether another file of the module still calls it, the summary
    // cannot say.
    let calling = "import Core\n\npublic final class ListViewModel {\n  public init() {}\n  var service: AccountService?\n"
    let base = files(["Feature/ListViewModel.swift": calling + "  func log() { print(\"x\") }\n}\n"])
    let edited = files(["Feature/ListViewModel.swift": calling + "  func log() {}\n}\n"])
    let fresh = fromNothing(edited)
    #expect(try derived(patching(edited, from: base)) == derived(fresh))
    #expect(
      try patching(edited, from: base, marked: feature).sourceFacts.modules[feature]?.lines
        == fresh.sourceFacts.modules[feature]?.lines)
  }

  @Test func rolesAreReusedWhateverOrderTheScanListsFilesIn() throws {
    var backwards = self
    backwards.modulesBackwards = true
    let paths = SourceScanner.sourcePaths(of: backwards.graph)
    #expect(paths != paths.sorted())
    let edited = files([
      "Feature/ListViewModel.swift":
        "import Core\n\npublic final class ListViewModel {\n  public init() {}\n  var service: AccountService?\n}\n"
        + "\nfunc plumbEdited() {}\n"
    ])
    #expect(try backwards.derived(backwards.reusing(edited)) == backwards.derived(backwards.fromNothing(edited)))
    // The roles of a file that did not change are the last run's; the edited file's are classified again.
    let kept = try backwards.reusing(edited, markedRoles: "App/AppCoordinator.swift").roles
    #expect(kept.contains { $0.file == "App/AppCoordinator.swift" && $0.evidence == ["marked"] })
    let again = try backwards.reusing(edited, markedRoles: "Feature/ListViewModel.swift").roles
    #expect(again.contains { $0.file == "Feature/ListViewModel.swift" })
    #expect(!again.contains { $0.evidence == ["marked"] })
  }

  @Test func aTypeAnotherModuleUsesRenamedDerivesEverythingAgain() throws {
    let renamed = files([
      "Core/Account.swift": "public struct UserAccount {\n  public let name: String\n}\n"
    ])
    #expect(try derived(reusing(renamed)) == derived(fromNothing(renamed)))
    #expect(try derived(reusing(renamed)) != derived(fromNothing(files())))
    // The interface changed: nothing is reused, not even the modules the change did not reach.
    #expect(try reusing(renamed, marked: feature).sourceFacts.modules[feature]?.lines != 1234)
  }

  @Test func anEditThatAddsAnImportChangesTheEdgesAsFromNothing() throws {
    let importing = files([
      "Core/AccountService.swift": "import Feature\n\npublic protocol AccountService {\n  func load() -> Account\n}\n"
    ])
    let scan = try reusing(importing)
    #expect(try derived(scan) == derived(fromNothing(importing)))
    #expect(scan.actualEdges.contains { $0.from == core && $0.to == feature })
    #expect(try reusing(importing, marked: app).sourceFacts.modules[app]?.lines == 1234)
  }

  /// Derives `texts` from the derivation of `base` (the first version when nil) with the last run's facts and paths
  /// at hand (`PreviousDerivation.lastFacts`, `paths`), after `mark` changed what the last run stored: a stored piece
  /// reused shows the mark.
  private func reusingLastFacts(
    _ texts: [String: String], from base: [String: String]? = nil, mark: (inout PreviousDerivation) -> Void = { _ in }
  ) throws -> WorkspaceScan {
    let (first, firstHashes) = scanned(base ?? files())
    let scan = SourceScanner(threads: 1).derive(graph: graph, scanned: first)
    var last = try previous(scan, hashes: firstHashes)
    let facts = Dictionary(first.files.map { ($0.path, $0) }, uniquingKeysWith: { one, _ in one })
    last.lastFacts = { facts[$0] }
    last.paths = scan.scannedPaths
    mark(&last)
    let (now, hashes) = scanned(texts)
    return SourceScanner(threads: 1).derive(graph: graph, scanned: now, hashes: hashes, previous: last)
  }

  /// A stored interface digest no files have: kept only when the digest is not made again.
  private let markedInterface = ContentHash(of: "marked interface")

  /// The last run's derivation with the interface digest marked, the app coordinator's imports at line 99 and its
  /// roles' evidence "marked".
  private func mark(_ last: inout PreviousDerivation) {
    last.interface = markedInterface
    let path = "App/AppCoordinator.swift"
    last.uses[path] = last.uses[path]?.map { uses in
      var marked = uses
      for target in marked.imports.keys { marked.imports[target] = Location(file: path, line: 99) }
      return marked
    }
    var roles = last.roles()
    for index in roles.indices where roles[index].file == path { roles[index].evidence = ["marked"] }
    let changed = roles
    last.roles = { changed }
  }

  private var coordinator: String { "import Feature\n\nfinal class AppCoordinator {\n  let model = ListViewModel()\n" }

  @Test func aBodyEditThatNamesNoNewTypeKeepsTheFilesUsesRolesAndTheDigest() throws {
    let edited = files(["App/AppCoordinator.swift": coordinator + "  func start() { print(\"start\") }\n}\n"])
    #expect(try derived(reusingLastFacts(edited)) == derived(fromNothing(edited)))
    let marked = try reusingLastFacts(edited, mark: mark)
    #expect(marked.derivation?.interface == markedInterface)
    #expect(marked.actualEdges.contains { $0.from == app && $0.to == feature && $0.location?.line == 99 })
    #expect(marked.roles.contains { $0.file == "App/AppCoordinator.swift" && $0.evidence == ["marked"] })
    // Without the last run's paths, or with its files in another order, the digest is made again (and differs from
    // the marked one: nothing is reused).
    let withoutPaths = try reusingLastFacts(edited) { last in
      mark(&last)
      last.paths = nil
    }
    #expect(withoutPaths.derivation?.interface != markedInterface)
    #expect(try derived(withoutPaths) == derived(fromNothing(edited)))
    let reordered = try reusingLastFacts(edited) { last in
      mark(&last)
      last.paths?.reverse()
    }
    #expect(reordered.derivation?.interface != markedInterface)
  }

  @Test func aBodyEditThatNamesOnlyTypesOfNoModuleKeepsTheUsesMovedWithTheirTypes() throws {
    // A top-level function naming `Int` after the class, and a function naming `String` inside it: no type of the
    // workspace ends in either.
    let appended = files([
      "App/AppCoordinator.swift": coordinator + "}\n\nfunc plumbTurn(_ value: Int) -> Int {\n  guard value > 1 else { return 0 }\n"
        + "  return value\n}\n"
    ])
    #expect(try derived(reusingLastFacts(appended)) == derived(fromNothing(appended)))
    #expect(try reusingLastFacts(appended, mark: mark).actualEdges.contains { $0.location?.line == 99 })
    // Lines added above the class: its references move with it (the app's reference to Core's `Account` through
    // Feature's re-export is located at the class), and nothing is resolved again.
    let base = files([
      "App/AppCoordinator.swift": "import Feature\n\nfinal class AppCoordinator {\n  let model = ListViewModel()\n"
        + "  var account: Account?\n}\n"
    ])
    let above = files([
      "App/AppCoordinator.swift": "import Feature\n\nfunc plumbName() -> String {\n  \"name\"\n}\n\n"
        + "final class AppCoordinator {\n  let model = ListViewModel()\n  var account: Account?\n}\n"
    ])
    let fresh = fromNothing(above)
    #expect(fresh.actualEdges.contains { $0.from == app && $0.to == core && $0.location?.line == 7 })
    #expect(try derived(reusingLastFacts(above, from: base)) == derived(fresh))
    #expect(try reusingLastFacts(above, from: base, mark: mark).actualEdges.contains { $0.location?.line == 99 })
  }

  @Test func aBodyEditThatNamesATypeResolvesTheFileAgainAndKeepsItsRoles() throws {
    let edited = files(["App/AppCoordinator.swift": coordinator + "  func account() -> Account? { nil }\n}\n"])
    #expect(try derived(reusingLastFacts(edited)) == derived(fromNothing(edited)))
    let marked = try reusingLastFacts(edited, mark: mark)
    #expect(marked.derivation?.interface == markedInterface)
    #expect(!marked.actualEdges.contains { $0.location?.line == 99 })
    #expect(marked.roles.contains { $0.file == "App/AppCoordinator.swift" && $0.evidence == ["marked"] })
  }

  @Test func anAttributeAddedClassifiesTheFileAgainAndAPropertysTypeMakesTheDigest() throws {
    let attributed = files([
      "App/AppCoordinator.swift": "import Feature\n\n@Observable final class AppCoordinator {\n"
        + "  let model = ListViewModel()\n}\n"
    ])
    #expect(try derived(reusingLastFacts(attributed)) == derived(fromNothing(attributed)))
    let reclassified = try reusingLastFacts(attributed, mark: mark)
    #expect(reclassified.derivation?.interface == markedInterface)
    #expect(reclassified.roles.contains { $0.file == "App/AppCoordinator.swift" })
    #expect(!reclassified.roles.contains { $0.evidence == ["marked"] })

    let typed = files([
      "App/AppCoordinator.swift": "import Feature\n\nfinal class AppCoordinator {\n"
        + "  let model: ListViewModel? = nil\n}\n"
    ])
    #expect(try derived(reusingLastFacts(typed)) == derived(fromNothing(typed)))
    #expect(try reusingLastFacts(typed, mark: mark).derivation?.interface != markedInterface)
  }

  @Test func whatTheRolesAndTheUsesReadOfAFileIsToldApart() {
    func facts(_ text: String) -> FileFacts { SourceScanner.scan(source: text, path: "App/AppCoordinator.swift") }
    let base = facts(coordinator + "}\n")
    let body = facts(coordinator + "  func start() { print(\"start\") }\n}\n")
    let named = facts(coordinator + "  func account() -> Account? { nil }\n}\n")
    let imported = facts("import Feature\nimport RxFlow\n\nfinal class AppCoordinator {\n  let model = ListViewModel()\n}\n")
    let attributed = facts("import Feature\n\n@MainActor final class AppCoordinator {\n  let model = ListViewModel()\n}\n")
    let conforming = facts("import Feature\n\nfinal class AppCoordinator: Flow {\n  let model = ListViewModel()\n}\n")
    #expect(RoleClassifier.readsTheSame(base, body) && ActualEdges.namesResolvedAnew(from: base, to: body) == [])
    #expect(RoleClassifier.readsTheSame(base, named))
    #expect(ActualEdges.namesResolvedAnew(from: base, to: named) == ["Account"])
    #expect(!RoleClassifier.readsTheSame(base, imported) && ActualEdges.namesResolvedAnew(from: base, to: imported) == nil)
    #expect(!RoleClassifier.readsTheSame(base, attributed))
    #expect(!RoleClassifier.readsTheSame(base, conforming))
    #expect(ActualEdges.namesResolvedAnew(from: base, to: conforming) == ["Flow"])
    var moved = base
    moved.path = "Feature/AppCoordinator.swift"
    #expect(!RoleClassifier.readsTheSame(base, moved) && ActualEdges.namesResolvedAnew(from: base, to: moved) == nil)
    #expect(WorkspaceIndex.declaredAmong(["Account", "Int", "AppCoordinator"], in: [base, named]) == ["AppCoordinator"])
  }

  @Test func theInterfaceDigestIgnoresBodiesAndSeesTypes() {
    func digest(_ texts: [String: String]) -> ContentHash { SourceScanner.interfaceDigest(of: scanned(texts).0.files) }
    let first = digest(files())
    #expect(digest(files(["Core/Account.swift": "public struct Account {\n  public let name: String\n}\n\n// x\n"]))
      == first)
    #expect(digest(files(["Core/Account.swift": "struct Account {\n  public let name: String\n}\n"])) != first)
    #expect(digest(files(["Feature/Exports.swift": "@_exported import SwiftUI\n"])) != first)
    #expect(digest(files(["App/HomeView.swift": "import SwiftUI\n\nstruct HomeView: View {\n  let account: Int\n}\n"]))
      != first)
  }
}

extension WorkspaceScan {
  /// The roles, edges and module summaries a scan derived, as JSON with sorted keys: what a derivation that reuses
  /// the last run's must give byte for byte (`DerivationReuseTests`, `FactsOnDemandTests`).
  func derivedJSON() throws -> [String] {
    let encoder = DerivationReuseTests.encoder
    return [
      String(decoding: try encoder.encode(roles), as: UTF8.self),
      String(decoding: try encoder.encode(actualEdges), as: UTF8.self),
      // By module in order: a dictionary with other than string keys encodes in its own order.
      try sourceFacts.modules.keys.sorted().map { module in
        "\(module) " + String(decoding: try encoder.encode(sourceFacts.modules[module]), as: UTF8.self)
      }.joined(separator: "\n"),
    ]
  }
}
