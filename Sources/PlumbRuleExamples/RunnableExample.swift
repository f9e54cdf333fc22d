import PlumbModel
import PlumbRules
import PlumbScanner

/// A rule example ready to run: its arrow graph parsed and, when it gives Swift sources, those sources scanned
/// with the real scanner. A module's scanned sources replace the imports its arrows imply, so an example can show
/// `@_exported import`, `@testable import`, `#if canImport(...)`, scoped imports and type references.
public struct RunnableExample: Sendable {
  /// An example's sources that do not fit its graph.
  public struct SourceError: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  public var parsed: ExampleGraph
  public var sourceFacts: SourceFacts
  /// Labels of the places marked with `↓`, in the graph and in the sources, sorted.
  public var expected: [String]
  private var importLabels: [Location: String]

  public var graph: ModuleGraph { parsed.graph }

  public init(_ example: RuleExample) throws {
    parsed = try ExampleGraph(parsing: example.graph)
    var files: [FileFacts] = []
    var marked: [Location] = []
    var scannedModules: [ModuleID] = []
    for (name, text) in example.sources.sorted(by: { $0.key < $1.key }) {
      guard let module = parsed.graph.modules.first(where: { $0.name == name }), let path = module.sources.first
      else {
        throw SourceError(description: "sources are given for '\(name)', which is no module with sources")
      }
      var lines: [Substring] = []
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.first == "↓" {
          marked.append(Location(file: path, line: offset + 1))
          lines.append(line.dropFirst())
        } else {
          lines.append(line)
        }
      }
      files.append(SourceScanner.scan(source: lines.joined(separator: "\n"), path: path))
      scannedModules.append(module.id)
    }
    var labels: [Location: String] = [:]
    var expected = parsed.expected
    for file in files {
      let importer = parsed.graph.modules.first { $0.sources.contains(file.path) }!.name
      for fact in file.imports {
        let location = Location(file: file.path, line: fact.position.line, column: fact.position.column)
        labels[location] = "import \(importer) -> \(fact.module) (line \(fact.position.line))"
      }
    }
    for mark in marked {
      guard let label = labels.first(where: { $0.key.file == mark.file && $0.key.line == mark.line })?.value else {
        throw SourceError(description: "'↓' on line \(mark.line) of '\(mark.file)' marks no import")
      }
      expected.append(label)
    }
    let scanned = SourceFactsSummary.summarize(graph: parsed.graph, files: files, actualEdges: [])
    var facts = parsed.sourceFacts
    for id in scannedModules { facts.modules[id] = scanned.modules[id] }
    sourceFacts = facts
    importLabels = labels
    self.expected = expected.sorted()
  }

  /// The label of the place a finding points at: an import of the given sources, or what `ExampleGraph` names.
  public func label(of location: Location?) -> String {
    location.flatMap { importLabels[$0] } ?? parsed.label(of: location)
  }
}
