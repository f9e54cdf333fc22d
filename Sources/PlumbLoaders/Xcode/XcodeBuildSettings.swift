import PlumbModel
import Foundation

/// The build settings of one configuration of one target, layered as Xcode layers them: the project's
/// configuration file, the project's settings, the target's configuration file, the target's settings; each level
/// may say `$(inherited)` for the level below. Only what plumb needs is resolved: names, platforms, `#if` flags,
/// test hosts and Info.plist paths.
struct XcodeBuildSettings {
  /// One level's assignments: setting name → (value, conditional variants such as `[sdk=watchos*]`).
  struct Level {
    var values: [String: String] = [:]
    /// `OTHER_SWIFT_FLAGS[sdk=watchos*]` and the like, with the condition kept out of the name.
    var conditional: [String: [String]] = [:]

    mutating func assign(_ key: String, _ value: String) {
      if let bracket = key.firstIndex(of: "[") {
        conditional[String(key[..<bracket]), default: []].append(value)
      } else {
        values[key] = value
      }
    }
  }

  /// Lowest first: project file, project settings, target file, target settings.
  var levels: [Level]
  /// Settings Xcode defines for every target (`TARGET_NAME`, `PROJECT_NAME`, `SRCROOT`).
  var builtIn: [String: String]
  /// False when a configuration file of the chain could not be read: what it would set is unknown.
  var isComplete: Bool

  /// The value of a setting with `$(…)` references resolved, or nil when no level sets it.
  func value(_ key: String) -> String? {
    value(key, below: levels.count, depth: 0)
  }

  /// Every value the setting takes on any level and under any condition, resolved: for flags that may be set for
  /// one SDK only.
  func allValues(_ key: String) -> [String] {
    var result: [String] = []
    if let value = value(key) { result.append(value) }
    for (index, level) in levels.enumerated() {
      for raw in level.conditional[key] ?? [] {
        result.append(expand(raw, inheriting: value(key, below: index, depth: 0) ?? "", depth: 0))
      }
    }
    return result
  }

  private func value(_ key: String, below levelCount: Int, depth: Int) -> String? {
    guard depth < 16 else { return nil }
    for index in stride(from: levelCount - 1, through: 0, by: -1) {
      if let raw = levels[index].values[key] {
        let inherited = value(key, below: index, depth: depth + 1) ?? defaultValue(key, depth: depth + 1) ?? ""
        return expand(raw, inheriting: inherited, depth: depth + 1)
      }
    }
    return defaultValue(key, depth: depth)
  }

  /// Xcode's defaults for the settings plumb reads.
  private func defaultValue(_ key: String, depth: Int) -> String? {
    if let builtIn = builtIn[key] { return builtIn }
    switch key {
    case "PRODUCT_NAME": return builtIn["TARGET_NAME"]
    case "PRODUCT_MODULE_NAME":
      return value("PRODUCT_NAME", below: levels.count, depth: depth + 1).map(BuildInfo.c99Identifier)
    default: return nil
    }
  }

  /// Replaces `$(NAME)`, `${NAME}` and `$(NAME:operator)` with their values; `$(inherited)` with `inherited`.
  /// References plumb cannot resolve are kept as written.
  private func expand(_ text: String, inheriting inherited: String, depth: Int) -> String {
    guard text.contains("$") else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
        result.append("$")
        rest = rest[afterDollar...]
        continue
      }
      let closer: Character = rest[afterDollar] == "(" ? ")" : "}"
      guard let close = rest[afterDollar...].firstIndex(of: closer) else {
        result += rest[dollar...]
        rest = ""
        break
      }
      let reference = rest[rest.index(after: afterDollar)..<close]
      let parts = reference.split(separator: ":", maxSplits: 1)
      let name = parts.first.map(String.init) ?? ""
      var replacement: String?
      if name == "inherited" {
        replacement = inherited
      } else if depth < 16 {
        replacement = value(name, below: levels.count, depth: depth + 1)
      }
      if var resolved = replacement {
        if parts.count == 2 {
          for op in parts[1].split(separator: ",") { resolved = Self.apply(String(op), to: resolved) }
        }
        result += resolved
      } else {
        result += rest[dollar...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result
  }

  private static func apply(_ op: String, to value: String) -> String {
    switch op {
    case "c99extidentifier", "identifier": return BuildInfo.c99Identifier(value)
    case "rfc1034identifier": return String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "base": return ((value as NSString).lastPathComponent as NSString).deletingPathExtension
    case "file": return (value as NSString).lastPathComponent
    case "dir": return (value as NSString).deletingLastPathComponent
    default: return value
    }
  }

  // MARK: What plumb reads

  /// The Swift module name, or nil when it contains a reference plumb cannot resolve.
  var moduleName: String? {
    guard let name = value("PRODUCT_MODULE_NAME"), !name.isEmpty, !name.contains("$") else { return nil }
    return name
  }

  /// The platforms from `SDKROOT` and `SUPPORTED_PLATFORMS`, named as `os(...)` names them.
  var platforms: Set<String> {
    var result = Set<String>()
    for key in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
      for value in allValues(key) {
        for word in value.split(whereSeparator: { $0 == " " || $0 == "\"" }) {
          if let platform = Self.platform(ofSDK: String(word)) { result.insert(platform) }
        }
      }
      if !result.isEmpty { return result }
    }
    return result
  }

  static func platform(ofSDK sdk: String) -> String? {
    let name = sdk.lowercased()
    if name.hasPrefix("iphone") { return "iOS" }
    if name.hasPrefix("macosx") { return "macOS" }
    if name.hasPrefix("watch") { return "watchOS" }
    if name.hasPrefix("appletv") { return "tvOS" }
    if name.hasPrefix("xr") { return "visionOS" }
    return nil
  }

  /// Flags defined for `#if`: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in `OTHER_SWIFT_FLAGS`.
  var definedConditions: Set<String> {
    var result = Set<String>()
    for value in allValues("SWIFT_ACTIVE_COMPILATION_CONDITIONS") {
      for word in Self.words(value) where !word.contains("$") { result.insert(word) }
    }
    for value in allValues("OTHER_SWIFT_FLAGS") {
      let words = Self.words(value)
      for (index, word) in words.enumerated() {
        if word == "-D", index + 1 < words.count {
          result.insert(words[index + 1])
        } else if word.hasPrefix("-D"), word.count > 2 {
          result.insert(String(word.dropFirst(2)))
        }
      }
    }
    return result
  }

  static func words(_ value: String) -> [String] {
    value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }).map(String.init)
  }
}

/// Reads `.xcconfig` files: `NAME = value` lines, `NAME[sdk=…] = value` variants, `//` comments, and
/// `#include "other.xcconfig"` (`#include?` when the file may be missing), relative to the including file.
struct XCConfigReader {
  let root: URL

  /// The assignments of a file and its includes, in order; `complete` is false when a required file is missing.
  func read(_ path: String) -> (level: XcodeBuildSettings.Level, complete: Bool) {
    var level = XcodeBuildSettings.Level()
    var complete = true
    var visited: Set<String> = []
    read(path, into: &level, complete: &complete, visited: &visited, optional: false)
    return (level, complete)
  }

  private func read(
    _ path: String, into level: inout XcodeBuildSettings.Level, complete: inout Bool, visited: inout Set<String>,
    optional: Bool
  ) {
    let normalized = XcodePath.normalize(path)
    guard visited.insert(normalized).inserted else { return }
    guard let data = try? Data(contentsOf: XcodePath.url(normalized, root: root)) else {
      if !optional { complete = false }
      return
    }
    let text = String(decoding: data, as: UTF8.self)
    let folder = XcodePath.parent(normalized)
    for rawLine in text.split(whereSeparator: \.isNewline) {
      var line = Substring(rawLine).drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("#include") {
        let isOptional = line.hasPrefix("#include?")
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let included = String(line[line.index(after: open)..<close])
        let target = included.hasPrefix("/") ? XcodePath.relative(absolute: included, root: root)
          : XcodePath.join(folder, included)
        read(target, into: &level, complete: &complete, visited: &visited, optional: isOptional)
        continue
      }
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, key.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
      level.assign(key, value.hasSuffix(";") ? String(value.dropLast()) : value)
    }
  }
}

extension BuildInfo {
  /// What an Xcode target's build settings say, as the project reader and the XcodeGen reader read them: the module
  /// name (when it is not the target's name), the platforms and the `#if` flags of every configuration (each, and all
  /// together); an Xcode target never defines `SWIFT_PACKAGE`.
  init(settings: [XcodeBuildSettings], targetName: String) {
    guard let first = settings.first else {
      self.init()
      return
    }
    let moduleName = first.moduleName.flatMap { $0 == targetName ? nil : $0 }
    var platforms = Set<String>()
    var conditions = Set<String>()
    for configuration in settings {
      platforms.formUnion(configuration.platforms)
      conditions.formUnion(configuration.definedConditions)
    }
    let complete = settings.allSatisfy(\.isComplete)
    self.init(
      moduleName: moduleName, platforms: platforms.sorted(), definedConditions: complete ? conditions.sorted() : nil,
      isSwiftPackage: false, configurationConditions: complete ? settings.map { $0.definedConditions.sorted() } : nil)
  }
}
