import Foundation
import PlumbLoaders
import PlumbModel
import PlumbRules
import PlumbScanner

/// The workspace after the scan stage: the declared graph with the edges the code actually has, and the facts of
/// every Swift file that belongs to a module.
public struct ScannedWorkspace: Sendable {
  public var workspace: LoadedWorkspace
  /// Facts of every scanned file, in module order then path order.
  public var files: [FileFacts]
  /// Every declared type's role, with its evidence.
  public var roles: [RoleAssignment]
  /// The declared graph plus `.importOnly` edges for dependencies that only the code shows.
  public var graph: ModuleGraph
  /// Per-module summaries the rules and metrics read.
  public var sourceFacts: SourceFacts
  /// Loader diagnostics followed by scanner diagnostics (unreadable files, syntax errors).
  public var diagnostics: [Diagnostic]
}

extension Analysis {
  /// Scans every source file of every module of `workspace` (in parallel) and merges the actual edges into the
  /// graph. External modules have no sources and are not scanned.
  public func scan(_ workspace: LoadedWorkspace, threads: Int = 0) -> ScannedWorkspace {
    var seen = Set<String>()
    var paths: [String] = []
    // A file compiled by two targets (a package and an Xcode target over the same folder) is scanned once.
    for module in workspace.graph.modules where !module.isExternal {
      for path in module.sources where seen.insert(path).inserted { paths.append(path) }
    }
    let scanned = SourceScanner(threads: threads).scan(root: workspace.root, paths: paths)
    var graph = workspace.graph
    let (actualEdges, references) = ActualEdges.computeWithReferences(modules: graph, files: scanned.files)
    for edge in actualEdges { graph.add(edge) }
    return ScannedWorkspace(
      workspace: workspace,
      files: scanned.files,
      roles: RoleClassifier.classify(scanned.files),
      graph: graph,
      sourceFacts: SourceFactsSummary.summarize(
        graph: workspace.graph, files: scanned.files, actualEdges: actualEdges, references: references),
      diagnostics: workspace.diagnostics + scanned.diagnostics.sorted(by: WorkspaceLoader.diagnosticOrder)
    )
  }
}

/// Folds per-file facts into the per-module numbers rules and metrics use.
enum SourceFactsSummary {
  static func summarize(
    graph: ModuleGraph, files: [FileFacts], actualEdges: [Dependency], references: [ModuleID: Set<ModuleID>]? = nil
  ) -> SourceFacts {
    // The scan stage hands in the references it resolved with the actual edges; other callers resolve them here.
    let references = references ?? ModuleReferences.compute(modules: graph, files: files)
    let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    // A class is abstract (in Martin's sense) when the workspace subclasses it and never marks it final;
    // protocols always are. Superclass names are collected over the whole workspace.
    var subclassed = Set<String>()
    for file in files {
      for type in file.types where type.kind == .class {
        if let superclass = type.inherits.first { subclassed.insert(superclass) }
      }
    }
    var modules: [ModuleID: SourceFacts.ModuleFacts] = [:]
    for module in graph.modules where !module.isExternal {
      var facts = SourceFacts.ModuleFacts(referencedModules: references[module.id, default: []].sorted())
      let moduleFiles = module.sources.compactMap { byPath[$0] }
      let declaredHere = Set(moduleFiles.flatMap { $0.types.filter { $0.kind != .extension }.map(\.name) })
      var memberNames = Set<String>()
      var extensionMembers = Set<String>()
      var typeAttributes = Set<String>()
      var conformedTypes = Set<String>()
      for file in moduleFiles {
        let path = file.path
        memberNames.formUnion(file.memberNames)
        for type in file.types { typeAttributes.formUnion(type.attributes) }
        for type in file.types where type.kind == .extension && !declaredHere.contains(type.name) {
          extensionMembers.formUnion(type.memberNames)
          if !type.inherits.isEmpty { conformedTypes.insert(type.name) }
        }
        facts.files += 1
        facts.lines += file.lines.code
        for fact in file.imports {
          facts.imports.append(
            .init(
              module: fact.module, location: Location(file: path, line: fact.position.line, column: fact.position.column),
              attributes: fact.attributes, condition: fact.condition))
        }
        for type in file.types where type.kind != .extension {
          facts.types += 1
          if type.kind == .protocol || (type.kind == .class && !type.isFinal && subclassed.contains(type.name)) {
            facts.abstractTypes += 1
          }
        }
      }
      facts.memberNames = memberNames.sorted()
      facts.extensionMembers = extensionMembers.sorted()
      facts.typeAttributes = typeAttributes.sorted()
      facts.declaredTypes = declaredHere.sorted()
      facts.conformedTypes = conformedTypes.sorted()
      modules[module.id] = facts
    }
    return SourceFacts(modules: modules, actualDependencies: actualEdges)
  }
}

extension Analysis {
  /// Load then scan: the graph as the manifests declare it and as the code uses it.
  public func loadAndScan(threads: Int = 0) throws -> ScannedWorkspace {
    scan(try loadWorkspace(), threads: threads)
  }
}
