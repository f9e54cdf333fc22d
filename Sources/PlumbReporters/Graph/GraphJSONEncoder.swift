import Foundation
import PlumbModel

/// The module graph as JSON: the contract that scripts and other tools read (documented in README).
///
/// ```json
/// {"packages":[{"name","path","kind"}],
///  "modules":[{"id","name","package","kind","path","sources":[...]}],
///  "dependencies":[{"from","to","kind", "package"?, "product"?, "condition"?, "location"?}]}
/// ```
public enum GraphJSONEncoder {
  struct Document: Encodable {
    struct Package: Encodable {
      var name: String
      var path: String
      var kind: String
    }
    struct Module: Encodable {
      var id: String
      var name: String
      var package: String
      var kind: String
      var path: String?
      var sources: [String]
    }
    struct Dependency: Encodable {
      var from: String
      var to: String
      var kind: String
      var package: String?
      var product: String?
      var condition: String?
      var location: String?
    }
    var packages: [Package]
    var modules: [Module]
    var dependencies: [Dependency]
  }

  public static func encode(_ graph: ModuleGraph) -> String {
    let document = Document(
      packages: graph.containers.map { .init(name: $0.name, path: $0.path, kind: $0.kind.rawValue) },
      modules: graph.modules.map {
        .init(
          id: $0.id.description, name: $0.name, package: $0.id.container, kind: $0.kind.rawValue,
          path: $0.path, sources: $0.sources)
      },
      dependencies: graph.dependencies.map { dependency in
        var entry = Document.Dependency(
          from: dependency.from.description, to: dependency.to.description, kind: "target",
          condition: dependency.condition, location: dependency.location?.description)
        switch dependency.kind {
        case .target: break
        case .product(let package, let product):
          entry.kind = "product"
          entry.package = package
          entry.product = product
        case .pod(let name):
          entry.kind = "pod"
          entry.product = name
        case .importOnly: entry.kind = "import"
        }
        return entry
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try! encoder.encode(document)  // only strings and arrays: encoding cannot fail
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
