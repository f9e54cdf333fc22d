import PlumbModel

/// Which other workspace modules each module's sources name a type of, resolved as the compiler looks names up
/// (the file's own module first, then what it imports and what those re-export). Unlike `ActualEdges`, a
/// reference is kept even where the module also imports or declares the other one: rules that ask "is this
/// dependency used at all?" need both.
public enum ModuleReferences {
  public static func compute(modules graph: ModuleGraph, files: [FileFacts]) -> [ModuleID: Set<ModuleID>] {
    let index = WorkspaceIndex(graph: graph, files: files)
    var result: [ModuleID: Set<ModuleID>] = [:]
    for file in files {
      for module in index.modulesOfFile[file.path] ?? [] {
        let visible = index.visibleModules(of: file, in: module)
        func note(_ names: [String], scope: String?) {
          for name in names {
            guard let node = index.resolve(name, scope: scope, module: module, visible: visible), node.module != module
            else { continue }
            result[module, default: []].insert(node.module)
          }
        }
        for type in file.types { note(type.references, scope: type.name) }
        note(file.topLevelReferences, scope: nil)
      }
    }
    return result
  }
}
