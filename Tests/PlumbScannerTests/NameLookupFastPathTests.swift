import Foundation
import PlumbModel
@testable import PlumbScanner
import Testing

/// The derivation's name lookups (and the summaries' file names) read ASCII names at their bytes and others as text, and resolve each import of a
/// file once for both its edge and the modules the file sees: the answers are those of the text's reading and of
/// the two lookups, kept here as oracles.
@Suite struct NameLookupFastPathTests {
  /// Plain, dotted and odd names, and names of other scripts, a combining mark after a dot among them (one
  /// character of both, which a text's `.` is not).
  static let names = [
    "", ".", "..", "A", "A.B", "A.B.C", ".A", "A.", "A..B", "Outer.Inner", "Café.Menü", "Ω.Ψ", "A.\u{301}B",
    ".\u{301}", "A\u{301}.B", "e\u{301}.f.\u{301}g",
  ]

  @Test func aQualifierIsWhatTheFirstDotFollows() {
    for name in Self.names {
      let oracle = name.firstIndex(of: ".").map { String(name[..<$0]) }
      #expect(SourceFactsSummary.Names.qualifier(of: name) == oracle, "\(name.debugDescription)")
    }
  }

  @Test func aFileNameIsThePathsLastComponent() {
    let paths = [
      "", "/", "//", "a", "a/b", "a/b/", "/a/b", "a//b", "Sources/App/Main.swift", "caf\u{E9}/x.swift", "a/\u{301}b",
      "a/\u{301}", "/\u{301}", "\u{301}/a/b",
    ]
    for path in paths {
      let oracle = path.split(separator: "/").last.map(String.init) ?? path
      #expect(SourceFactsSummary.fileName(path) == oracle, "\(path.debugDescription)")
    }
  }

  @Test func enclosingScopesAreThePrefixesAtEachDot() {
    #expect(WorkspaceIndex.enclosingScopes(of: nil) == [])
    for name in Self.names {
      var oracle: [Substring] = []
      var prefix = Substring(name)
      while !prefix.isEmpty {
        oracle.append(prefix)
        guard let dot = prefix.lastIndex(of: ".") else { break }
        prefix = prefix[..<dot]
      }
      #expect(WorkspaceIndex.enclosingScopes(of: name) == oracle, "\(name.debugDescription)")
    }
  }

  /// A workspace whose files import modules every way a lookup meets: a module that re-exports another, an import
  /// of a module's own name, one of a module the graph does not have, one under a condition the module's build
  /// never defines, and a file two modules compile.
  @Test func eachImportResolvedOnceGivesTheUsesOfTwoLookups() throws {
    let app = ModuleID(container: "App.xcodeproj", name: "App")
    let widget = ModuleID(container: "App.xcodeproj", name: "Widget")
    let core = ModuleID(container: "Kit", name: "Core")
    let feature = ModuleID(container: "Kit", name: "Feature")
    let graph = ModuleGraph(modules: [
      Module(
        id: app, kind: .app, sources: ["App/Home.swift", "App/Shared.swift"],
        build: BuildInfo(definedConditions: ["DEBUG"])),
      Module(id: widget, kind: .appExtension, sources: ["App/Shared.swift"]),
      Module(id: core, kind: .regular, sources: ["Core/Account.swift"]),
      Module(id: feature, kind: .regular, sources: ["Feature/Exports.swift", "Feature/List.swift"]),
    ])
    let texts = [
      "App/Home.swift":
        "import SwiftUI\nimport Feature\nimport App\n#if BETA\nimport Core\n#endif\n\nstruct Home {\n  let account: Account\n  let list: ListModel\n}\n",
      "App/Shared.swift": "import Core\nimport Feature\nimport Core\n\nlet shared = Account()\n",
      "Core/Account.swift": "public struct Account {\n  public init() {}\n}\n",
      "Feature/Exports.swift": "@_exported import Core\n",
      "Feature/List.swift": "import Core\n\npublic final class ListModel {\n  var account: Account?\n}\n",
    ]
    let files = texts.keys.sorted().map { SourceScanner.scan(source: texts[$0]!, path: $0) }
    let index = WorkspaceIndex(graph: graph, files: files)
    var compared = 0
    for file in files {
      let uses = ActualEdges.uses(of: file, index: index)
      #expect(uses == Self.twoLookups(of: file, index: index), "\(file.path)")
      compared += uses.count
    }
    // Every file of each module that compiles it, the shared one twice; the app sees Core through Feature.
    #expect(compared == 6)
    let home = try #require(files.first { $0.path == "App/Home.swift" })
    #expect(ActualEdges.uses(of: home, index: index).first?.references[core] != nil)
  }

  /// `ActualEdges.uses(of:index:)` as it was: each import looked up for the edge, then again for the modules the
  /// file sees.
  private static func twoLookups(of file: FileFacts, index: WorkspaceIndex) -> [FileEdgeUses] {
    (index.modulesOfFile[file.path] ?? []).map { module in
      var uses = FileEdgeUses(module: module)
      for fact in file.imports where index.compiles(fact, in: module) {
        guard let target = index.module(named: fact.module, importedFrom: module), target != module else { continue }
        let location = Location(file: file.path, line: fact.position.line, column: fact.position.column)
        if let known = uses.imports[target], known <= location { continue }
        uses.imports[target] = location
      }
      var visibleSet = Set<ModuleID>()
      var pending = file.imports.filter { index.compiles($0, in: module) }
        .compactMap { index.module(named: $0.module, importedFrom: module) }
      while let next = pending.popLast() {
        guard next != module, visibleSet.insert(next).inserted else { continue }
        pending += index.reexports[next, default: []]
      }
      let visible = visibleSet.sorted()
      func note(_ names: [String], scope: String?, at location: Location) {
        for name in names {
          guard let node = index.resolve(name, scope: scope, module: module, visible: visible), node.module != module
          else { continue }
          if let known = uses.references[node.module], known <= location { continue }
          uses.references[node.module] = location
        }
      }
      for type in file.types {
        note(type.references, scope: type.name, at: Location(file: file.path, line: type.position.line, column: type.position.column))
      }
      note(file.topLevelReferences, scope: nil, at: Location(file: file.path))
      return uses
    }
  }
}
