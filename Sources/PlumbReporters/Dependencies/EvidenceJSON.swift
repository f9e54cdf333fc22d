import Foundation
import PlumbModel

/// The JSON shapes of edge evidence and cycle advice, shared by `plumb why`, `plumb matrix` and whatever else shows
/// them. Module ids are `container/name` strings and locations `file:line:column` strings, as in the graph JSON.
public enum EvidenceJSON {
  public struct Evidence: Encodable, Hashable, Sendable {
    public struct Declaration: Encodable, Hashable, Sendable {
      var kind: String
      var location: String?
      var condition: String?
    }
    public struct Import: Encodable, Hashable, Sendable {
      var location: String
      var attributes: [String]
      var condition: String?
    }
    public struct Member: Encodable, Hashable, Sendable {
      var name: String
      var location: String
    }
    public struct TypeReference: Encodable, Hashable, Sendable {
      var from: String
      var to: String
      var kinds: [String]
      var location: String
      var targetKind: String?
      var targetRole: String?
    }
    var from: String
    var to: String
    var declared: Bool
    var declaration: Declaration?
    var imports: [Import]
    var importingFiles: Int
    var typeReferences: [TypeReference]
    var members: [Member]
    /// Imports, type references and members.
    var uses: Int
    var importsKnown: Bool
    var typesKnown: Bool

    public init(_ evidence: EdgeEvidence) {
      from = evidence.from.description
      to = evidence.to.description
      declared = evidence.isDeclared
      declaration = evidence.declaration.map {
        Declaration(kind: $0.kind, location: $0.location?.description, condition: $0.condition)
      }
      imports = evidence.imports.map {
        Import(location: $0.location.description, attributes: $0.attributes, condition: $0.condition)
      }
      importingFiles = evidence.importingFiles
      typeReferences = evidence.typeReferences.map {
        TypeReference(
          from: $0.from, to: $0.to, kinds: $0.kinds.map(\.rawValue), location: $0.location.description,
          targetKind: $0.targetKind?.rawValue, targetRole: $0.targetRole?.rawValue)
      }
      members = evidence.members.map { Member(name: $0.name, location: $0.location.description) }
      uses = evidence.uses
      importsKnown = evidence.importsKnown
      typesKnown = evidence.typesKnown
    }
  }

  public struct Advice: Encodable, Hashable, Sendable {
    public struct Cut: Encodable, Hashable, Sendable {
      var from: String
      var to: String
      var cost: Int
      var move: String
      var explanation: String
      var evidence: Evidence
    }
    var modules: [String]
    var edgeCount: Int
    /// `exact` or `heuristic`.
    var method: String
    var totalCost: Int
    var cuts: [Cut]
    /// Dependencies first: every kept edge points to an earlier module.
    var order: [String]

    public init(_ advice: CycleAdvice) {
      modules = advice.modules.map(\.description)
      edgeCount = advice.edgeCount
      method = advice.method.rawValue
      totalCost = advice.totalCost
      cuts = advice.cuts.map {
        Cut(
          from: $0.from.description, to: $0.to.description, cost: $0.cost, move: $0.move.rawValue,
          explanation: $0.explanation, evidence: Evidence($0.evidence))
      }
      order = advice.order.map(\.description)
    }
  }
}

/// How modules are named in text: by name, or by `container/name` where two modules share the name.
struct ModuleNames {
  private let shared: Set<String>

  init(_ graph: ModuleGraph) {
    var seen = Set<String>()
    shared = Set(graph.modules.map(\.name).filter { !seen.insert($0).inserted })
  }

  func name(_ id: ModuleID) -> String {
    shared.contains(id.name) ? id.description : id.name
  }
}
