import Foundation
import PlumbModel

/// Reads a `Name.podspec.json`, the form `pod ipc spec` writes and trunk stores: the same attributes as the Ruby
/// DSL, as JSON keys (`source_files`, `dependencies`, `subspecs`, `testspecs`, `appspecs`, `platforms`, and
/// platform-scoped dictionaries such as `"ios": { "dependencies": ... }`).
///
/// JSON has no source positions: a value's line is the first line at or after its spec's that writes it quoted.
enum PodspecJSONReader {
  struct Failure: Error {
    var reason: String
  }

  static func read(text: String, path: String, fallbackName: String) throws(Failure) -> Podspec {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    } catch {
      throw Failure(reason: "not valid JSON")
    }
    guard let dictionary = object as? [String: Any] else { throw Failure(reason: "not a JSON object") }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var root = spec(dictionary, name: fallbackName, kind: .library, lines: lines, from: 1)
    if let name = dictionary["name"] as? String { root.name = name }
    return Podspec(path: path, root: root)
  }

  private static func spec(
    _ dictionary: [String: Any], name: String, kind: Podspec.Spec.Kind, lines: [String], from start: Int
  ) -> Podspec.Spec {
    let line = dictionary["name"].flatMap { $0 as? String }.map { Self.line(of: $0, in: lines, from: start) } ?? start
    var result = Podspec.Spec(name: name, kind: kind, line: line)
    result.moduleName = dictionary["module_name"] as? String
    for scope in [dictionary] + Podspec.platformSelectors.compactMap({ dictionary[$0] as? [String: Any] }) {
      result.sourceFiles += strings(scope["source_files"]).map { located($0, lines, line) }
      result.excludeFiles += strings(scope["exclude_files"]).map { located($0, lines, line) }
      let dependencies = (scope["dependencies"] as? [String: Any])?.keys.sorted() ?? []
      result.dependencies += dependencies.map { located($0, lines, line) }
    }
    for selector in Podspec.platformSelectors where dictionary[selector] is [String: Any] {
      if (dictionary[selector] as? [String: Any])?["deployment_target"] != nil { result.platforms.insert(selector) }
    }
    if let platforms = dictionary["platforms"] as? [String: Any] {
      result.platforms.formUnion(platforms.keys.filter { Podspec.platformName($0) != nil }.map { $0.lowercased() })
    }
    if let defaults = dictionary["default_subspecs"] {
      result.defaultSubspecs = (defaults as? String) == "none" ? [] : strings(defaults)
    }
    let children: [(String, Podspec.Spec.Kind)] = [
      ("subspecs", .library), ("testspecs", .test(isUI: false)), ("appspecs", .app),
    ]
    for (key, childKind) in children {
      for child in dictionary[key] as? [[String: Any]] ?? [] {
        guard let childName = child["name"] as? String else { continue }
        var kind = childKind
        if case .test = childKind { kind = .test(isUI: (child["test_type"] as? String) == "ui") }
        let built = spec(child, name: childName, kind: kind, lines: lines, from: line)
        switch kind {
        case .library: result.subspecs.append(built)
        case .test: result.testSpecs.append(built)
        case .app: result.appSpecs.append(built)
        }
      }
    }
    return result
  }

  /// A string or an array of strings.
  private static func strings(_ value: Any?) -> [String] {
    if let string = value as? String { return [string] }
    return (value as? [Any])?.compactMap { $0 as? String } ?? []
  }

  private static func located(_ value: String, _ lines: [String], _ start: Int) -> Podspec.Located {
    Podspec.Located(value: value, line: line(of: value, in: lines, from: start))
  }

  /// The first line at or after `start` (1-based) that holds `"value"`; `start` when none does.
  static func line(of value: String, in lines: [String], from start: Int) -> Int {
    let needle = "\"" + value.replacingOccurrences(of: "/", with: "\\/") + "\""
    let plain = "\"" + value + "\""
    for index in max(start - 1, 0)..<lines.count where lines[index].contains(plain) || lines[index].contains(needle) {
      return index + 1
    }
    return start
  }
}
