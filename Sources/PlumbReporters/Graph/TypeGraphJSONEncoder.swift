import Foundation

/// The type-level diagram as JSON (`plumb graph --level type --format json`), documented in README:
///
/// ```json
/// {"types":[{"id","name","module","kind","role","file","line"}],
///  "references":[{"from","to","kind"}]}
/// ```
///
/// `id` is `container/module.Type`; `kind` of a reference is `inheritance`, `storedProperty`, `extension` or `use`
/// (the strongest way `from` mentions `to`).
public enum TypeGraphJSONEncoder {
  struct Document: Encodable {
    struct TypeEntry: Encodable {
      var id: String
      var name: String
      var module: String?
      var kind: String?
      var role: String
      var file: String?
      var line: Int?
    }
    struct Reference: Encodable {
      var from: String
      var to: String
      var kind: String?
    }
    var types: [TypeEntry]
    var references: [Reference]
  }

  public static func encode(_ diagram: TypeDiagram) -> String {
    JSONText.encode(
      Document(
        types: diagram.nodes.map {
          .init(id: $0.id, name: $0.name, module: $0.module, kind: $0.kind, role: $0.role, file: $0.file, line: $0.line)
        },
        references: diagram.edges.map { .init(from: $0.from, to: $0.to, kind: $0.kind) }))
  }
}
