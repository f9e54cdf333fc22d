import PlumbModel

/// Builds the type graph of a workspace from the module graph (which files each module compiles) and the
/// per-file facts. A pure function: names are resolved the way Swift looks them up, and names that match no
/// workspace type (framework types, generic parameters, values) are dropped.
public enum TypeGraphBuilder {
  public static func build(modules graph: ModuleGraph, files: [FileFacts]) -> TypeGraph {
    let index = WorkspaceIndex(graph: graph, files: files)
    var assembly = TypeGraph.Assembly()
    for file in files {
      guard let module = index.moduleOfFile[file.path] else { continue }
      let visible = index.visibleModules(of: file, in: module)
      for type in file.types {
        let from: TypeGraph.Node
        var extended: TypeGraph.Node?
        if type.kind == .extension {
          // An extension speaks for the type it extends when that type is in the same module; otherwise it is a
          // node of its own module (so its uses count against the module that holds the code), linked to the
          // extended type when that is the workspace's.
          extended = index.resolve(
            stripGenerics(type.name), scope: nil, module: module, visible: visible, file: file.path)
          if let extended, extended.module == module {
            from = extended
          } else {
            from = TypeGraph.Node(module: module, name: stripGenerics(type.name))
          }
        } else {
          from = TypeGraph.Node(module: module, name: type.name)
        }
        // A node of the graph unless it is the type its extension extends (then listed where the type is declared).
        let fromNumber = assembly.number(from, listed: from != extended)
        let scope = type.kind == .extension ? from.name : type.name
        let location = Location(file: file.path, line: type.position.line, column: type.position.column)
        if let extended, extended != from {
          assembly.add(from: fromNumber, to: assembly.number(extended), kind: .extension, at: location)
        }
        // What the type's inheritance clause and stored properties name, read once for all its references.
        var written: WrittenNames?
        for reference in type.references {
          guard let to = index.resolve(reference, scope: scope, module: module, visible: visible, file: file.path),
            to != from,
            to != extended
          else {
            continue
          }
          if written == nil { written = WrittenNames(type) }
          assembly.add(from: fromNumber, to: assembly.number(to), kind: written!.kind(of: reference), at: location)
        }
      }
    }
    return assembly.graph()
  }

  /// How `type` mentions `reference`: in its inheritance clause, as a stored property's type, or otherwise.
  static func kind(of reference: String, in type: TypeFact) -> TypeGraph.Edge.Kind {
    WrittenNames(type).kind(of: reference)
  }

  /// The names a type writes in its inheritance clause and its stored properties' types, split once per type: a
  /// type names dozens of others, and splitting every property's type again for each of them was a third of the
  /// type graph's time on a 220-file app.
  struct WrittenNames {
    /// The inheritance clause's entries without generic arguments.
    let inherited: Set<String>
    /// Every dotted identifier, and each of its parts, in the stored properties' written types.
    let properties: Set<String>

    init(_ type: TypeFact) {
      inherited = Set(type.inherits.map(TypeGraphBuilder.stripGenerics))
      properties = type.properties.reduce(into: Set<String>()) { names, property in
        if let written = property.typeName { names.formUnion(TypeGraphBuilder.typeNames(in: written)) }
      }
    }

    func kind(of reference: String) -> TypeGraph.Edge.Kind {
      if inherited.contains(reference) { return .inheritance }
      return properties.contains(reference) ? .storedProperty : .use
    }
  }

  static func stripGenerics(_ name: String) -> String { TypeGraph.withoutGenericArguments(name) }

  /// The dotted identifiers in a written type: `[String: Core.User]?` → `String`, `Core.User`, `Core`, `User`.
  static func typeNames(in written: String) -> Set<String> {
    var names = Set<String>()
    for name in TypeGraph.dottedNames(in: written) {
      names.insert(String(name))
      for part in name.split(separator: ".") { names.insert(String(part)) }
    }
    return names
  }
}
