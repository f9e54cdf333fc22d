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
    /// Where a configuration file set each value, for what plumb cannot expand.
    var origins: [String: Location] = [:]

    mutating func assign(_ key: String, _ value: String, at origin: Location? = nil) {
      if let bracket = key.firstIndex(of: "[") {
        conditional[String(key[..<bracket]), default: []].append(value)
        if let origin { origins[String(key[..<bracket])] = origins[String(key[..<bracket])] ?? origin }
      } else {
        values[key] = value
        if let origin { origins[key] = origin } else { origins[key] = nil }
      }
    }
  }

  /// A setting plumb did not expand: its references nest too deep, refer back to it, or grow its value past
  /// `maximumLength`.
  struct Problem: Hashable {
    var key: String
    var reason: String
    /// The configuration file line that sets it; nil for settings of the project file itself.
    var origin: Location?
  }

  /// How deep references are followed, and how long an expanded value may grow. Each `$(X)` used to be expanded
  /// anew wherever it appeared, so a line naming itself eight times took 37 s and 2.4 GB; values are now
  /// expanded once per level (remembered), a value that names itself means the level below (as in Xcode), and a
  /// value longer than this is left unexpanded, said as a problem.
  static let maximumDepth = 16
  static let maximumLength = 64 * 1024

  /// What expansions worked out and found wrong: shared by the copies of one configuration's settings.
  final class Expansion {
    struct Key: Hashable {
      var name: String
      var below: Int
    }
    var values: [Key: String?] = [:]
    var inProgress: Set<Key> = []
    var problems: [Problem] = []
    /// Counts characters expanded, for tests that check the work stays linear; nil in normal runs.
    var work: WorkCounter?
  }

  /// Lowest first: project file, project settings, target file, target settings.
  var levels: [Level]
  /// Settings Xcode defines for every target (`TARGET_NAME`, `PROJECT_NAME`, `SRCROOT`).
  var builtIn: [String: String]
  /// False when a configuration file of the chain could not be read.
  var filesComplete: Bool
  let expansion = Expansion()

  init(levels: [Level], builtIn: [String: String], isComplete: Bool) {
    self.levels = levels
    self.builtIn = builtIn
    self.filesComplete = isComplete
  }

  /// False when a configuration file of the chain could not be read, or a value that was asked for could not be
  /// expanded: what it would set is unknown.
  var isComplete: Bool { filesComplete && expansion.problems.isEmpty }

  /// The settings plumb could not expand so far (ask after reading what is needed).
  var problems: [Problem] { expansion.problems }

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
        if let value = expand(raw, of: key, at: index, depth: 0) { result.append(value) }
      }
    }
    return result
  }

  private func value(_ key: String, below levelCount: Int, depth: Int) -> String? {
    let memo = Expansion.Key(name: key, below: levelCount)
    if let known = expansion.values[memo] { return known }
    guard let index = (0..<levelCount).last(where: { levels[$0].values[key] != nil }) else {
      return defaultValue(key, depth: depth)
    }
    guard depth < Self.maximumDepth, !expansion.inProgress.contains(memo) else {
      let reason =
        depth < Self.maximumDepth
        ? "its references lead back to it" : "its references nest more than \(Self.maximumDepth) levels deep"
      problem(key, reason, level: index)
      return nil
    }
    expansion.inProgress.insert(memo)
    let result = expand(levels[index].values[key] ?? "", of: key, at: index, depth: depth + 1)
    expansion.inProgress.remove(memo)
    expansion.values[memo] = .some(result)
    return result
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

  private func problem(_ key: String, _ reason: String, level: Int) {
    let problem = Problem(key: key, reason: reason, origin: levels[level].origins[key])
    if !expansion.problems.contains(problem) { expansion.problems.append(problem) }
  }

  /// The raw value of `key` at level `index` with `$(NAME)`, `${NAME}` and `$(NAME:operator)` replaced by their
  /// values, and `$(inherited)` (or `$(key)` itself) by the value of the levels below; nil when the result would be
  /// longer than `maximumLength`. References plumb cannot resolve are kept as written.
  private func expand(_ text: String, of key: String, at index: Int, depth: Int) -> String? {
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
      guard let close = Self.closingBracket(of: rest[afterDollar...]) else {
        result += rest[dollar...]
        rest = ""
        break
      }
      let reference = rest[rest.index(after: afterDollar)..<close]
      let parts = reference.split(separator: ":", maxSplits: 1)
      let name = parts.first.map(String.init) ?? ""
      let operators = parts.count == 2 ? Self.operators(parts[1]) : []
      var replacement: String?
      if name == "inherited" || name == key {
        replacement = value(key, below: index, depth: depth) ?? ""
      } else {
        replacement = value(name, below: levels.count, depth: depth)
      }
      // `$(NAME:default=$(OTHER))`: an unset or empty NAME takes the default, itself expanded.
      if let fallback = operators.last(where: { $0.hasPrefix("default=") }), replacement?.isEmpty ?? true {
        replacement = expand(String(fallback.dropFirst("default=".count)), of: key, at: index, depth: depth + 1)
      }
      if var resolved = replacement {
        for op in operators where !op.hasPrefix("default=") { resolved = Self.apply(op, to: resolved) }
        result += resolved
        expansion.work?.add(resolved.utf8.count)
      } else {
        result += rest[dollar...close]
      }
      rest = rest[rest.index(after: close)...]
      guard result.utf8.count <= Self.maximumLength else { return tooLong(key, at: index) }
    }
    // The text after the last reference counts too: a value just under the limit before it can end over it.
    result += rest
    guard result.utf8.count <= Self.maximumLength else { return tooLong(key, at: index) }
    return result
  }

  /// Says that `key` at level `index` grows past `maximumLength`; nil, the value it is left as.
  private func tooLong(_ key: String, at index: Int) -> String? {
    problem(key, "it expands to more than \(Self.maximumLength / 1024) KB", level: index)
    return nil
  }

  /// The bracket that closes the reference opened at the start of `text` (`(` or `{`), past the references nested
  /// in it (`$(A:default=$(B))`); nil when it is never closed.
  static func closingBracket(of text: Substring) -> Substring.Index? {
    guard let opener = text.first else { return nil }
    let closer: Character = opener == "(" ? ")" : "}"
    var depth = 0
    for index in text.indices {
      if text[index] == opener {
        depth += 1
      } else if text[index] == closer {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The operators of a reference (`lower,suffix`, `default=$(A),upper`), split at the commas outside nested
  /// references.
  static func operators(_ text: Substring) -> [String] {
    var result: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      if character == "(" || character == "{" { depth += 1 }
      if character == ")" || character == "}" { depth -= 1 }
      if character == ",", depth == 0 {
        result.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    result.append(current)
    return result
  }

  /// Xcode's build-setting operators, but `default=` (see `expand`); an unknown operator leaves the value as it is.
  private static func apply(_ op: String, to value: String) -> String {
    switch op {
    case "c99extidentifier", "identifier": return BuildInfo.c99Identifier(value)
    case "rfc1034identifier": return String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
    case "lower": return value.lowercased()
    case "upper": return value.uppercased()
    case "base": return ((value as NSString).lastPathComponent as NSString).deletingPathExtension
    case "file": return (value as NSString).lastPathComponent
    case "dir": return (value as NSString).deletingLastPathComponent
    case "suffix":
      let file = (value as NSString).lastPathComponent
      let stem = (file as NSString).deletingPathExtension
      return stem == file ? "" : String(file.dropFirst(stem.count))
    case "standardizepath": return (value as NSString).standardizingPath
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
    for key in Self.conditionSettings {
      for value in allValues(key) { result.formUnion(Self.conditions(of: key, value)) }
    }
    return result
  }

  /// The settings that define `#if` flags.
  static let conditionSettings = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"]

  /// The `#if` flags one value of a setting defines: the words of `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (but
  /// references), the `-D` flags of `OTHER_SWIFT_FLAGS`; none for other settings.
  static func conditions(of key: String, _ value: String) -> [String] {
    let words = Self.words(value)
    switch key {
    case "SWIFT_ACTIVE_COMPILATION_CONDITIONS": return words.filter { !$0.contains("$") }
    case "OTHER_SWIFT_FLAGS":
      var result: [String] = []
      for (index, word) in words.enumerated() {
        if word == "-D", index + 1 < words.count {
          result.append(words[index + 1])
        } else if word.hasPrefix("-D"), word.count > 2 {
          result.append(String(word.dropFirst(2)))
        }
      }
      return result
    default: return []
    }
  }

  static func words(_ value: String) -> [String] {
    value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }).map(String.init)
  }
}

/// Reads `.xcconfig` files: `NAME = value` lines, `NAME[sdk=…] = value` variants, `//` comments, and
/// `#include "other.xcconfig"` (`#include?` when the file may be missing), relative to the including file, or
/// `#include "<DEVELOPER_DIR>/..."`, a file of the Xcode installation (said, not read).
///
/// Includes are followed with an explicit stack (a chain 20,000 files deep overflowed the call stack), at most
/// `maximumIncludeDepth` deep; a required include that cannot be read, one nested deeper, and one outside the
/// analysed root are warnings at the `#include` line.
struct XCConfigReader {
  let root: URL
  /// Folders outside the root whose files may be read (see `XcodeProjectReader.allowedOutside`).
  var allowedOutside: [String] = []
  /// The project's folder: an include not found beside the including file is looked for there, as Xcode does
  /// (element-ios's `Riot/Common.xcconfig` includes `Config/AppIdentifiers.xcconfig` of the project's folder).
  var projectFolder: String?
  /// The `.gitignore` line that ignores a missing file (`ignoringRule`), answered from a walk of the root the caller
  /// already made; nil: the root is walked for each missing file.
  var ignoringRule: ((String) -> String?)?

  init(
    root: URL, allowedOutside: [String] = [], projectFolder: String? = nil,
    ignoringRule: ((String) -> String?)? = nil
  ) {
    self.root = root
    self.allowedOutside = allowedOutside
    self.projectFolder = projectFolder
    self.ignoringRule = ignoringRule
  }

  static let maximumIncludeDepth = 64

  /// What a CocoaPods configuration file (`Pods-App.debug.xcconfig`) sets for `#if`, as `pod install` writes it.
  static let cocoaPodsFlags: [(Substring, Int)] = [
    ("OTHER_SWIFT_FLAGS = $(inherited) -D COCOAPODS", 0),
    ("GCC_PREPROCESSOR_DEFINITIONS = $(inherited) COCOAPODS=1", 0),
  ]

  /// Whether `path` is a file CocoaPods writes to the `Pods/` of the project's folder (the analysed root when the
  /// folder is not known).
  private func isCocoaPodsFile(_ path: String) -> Bool {
    path.hasPrefix(XcodePath.join(projectFolder ?? "", "Pods/Target Support Files") + "/")
  }

  /// The `Pods/` folder a `Pods/Target Support Files/...` path is in: "Pods/", "App/Pods/".
  static func podsFolder(of path: String) -> String {
    guard let range = path.range(of: "Pods/Target Support Files/") else { return path }
    return String(path[..<range.lowerBound]) + "Pods/"
  }

  /// What a missing CocoaPods configuration file means: `pod install`, which writes it, was not run in this
  /// checkout (git ignores `Pods/` when the rule is known).
  static func cocoaPodsNote(_ path: String, ignoredBy rule: String?) -> String {
    let ignored = rule.map { ": git ignores \(podsFolder(of: path)) (\($0))" } ?? ""
    return " (CocoaPods writes it on `pod install`, which was not run in this checkout\(ignored)); read as "
      + "defining `COCOAPODS`, the other settings it adds are unknown"
  }

  /// What `read(_:)` gives.
  typealias Read = (level: XcodeBuildSettings.Level, complete: Bool, diagnostics: [Diagnostic])

  /// The assignments of a file and its includes, in order; `complete` is false when a required file is missing.
  func read(_ path: String) -> Read {
    var level = XcodeBuildSettings.Level()
    var complete = true
    var diagnostics: [Diagnostic] = []
    var visited: Set<String> = []
    /// One open file: its path, its remaining lines (with numbers), whether it may be missing.
    struct Open {
      var path: String
      var lines: [(Substring, Int)]
      var next = 0
    }
    var stack: [Open] = []
    func push(_ path: String, optional: Bool, from include: Location?, fallback: String? = nil) {
      var normalized = XcodePath.normalize(path)
      // The project's folder only when the file is there (a missing one is said where it was first looked for), or
      // when it is a file of the `Pods/` that CocoaPods writes there (beside the Podfile) and the first place is not.
      if let fallback, !XcodePath.isOutside(normalized, allowed: allowedOutside),
        !RecordedDisk.fileExists(atPath: XcodePath.url(normalized, root: root).path)
      {
        let besideProject = XcodePath.normalize(fallback)
        if RecordedDisk.fileExists(atPath: XcodePath.url(besideProject, root: root).path)
          || (isCocoaPodsFile(besideProject) && !isCocoaPodsFile(normalized))
        {
          normalized = besideProject
        }
      }
      guard visited.insert(normalized).inserted else { return }
      if XcodePath.isOutside(normalized, allowed: allowedOutside) {
        complete = false
        diagnostics.append(
          Diagnostic(
            .warning, "the configuration file \(normalized) is outside the analysed folder; not read",
            at: include ?? Location(file: normalized), leavesGraphPartial: true))
        return
      }
      let text: String
      do {
        text = try TextFile.text(of: XcodePath.url(normalized, root: root), kind: "a configuration file")
      } catch {
        if optional { return }
        // CocoaPods writes these on `pod install`; a repository rarely holds them. Their `#if` flags are known: a
        // Pods configuration file adds `-D COCOAPODS` to the target's own, so the branches of a shared file that
        // the target's own `-D` flags pick are still told apart.
        let generated = normalized.contains("Pods/Target Support Files/")
        if generated {
          stack.append(Open(path: normalized, lines: Self.cocoaPodsFlags))
        } else {
          complete = false
        }
        if let include {
          let rule = ignoringRule.map { $0(normalized) } ?? Self.ignoringRule(normalized, root: root)
          var problem = Diagnostic(
            generated ? .note : .warning,
            "cannot read the included configuration file \(normalized): \(error.reason)"
              + (generated ? Self.cocoaPodsNote(normalized, ignoredBy: rule)
                : rule.map { " (git ignores it: \($0); each checkout makes it)" } ?? ""),
            at: include, leavesGraphPartial: true)
          if generated {
            // Every configuration of every target includes a file of the one `Pods/`: one cause, said once.
            problem.cause = "includes of \(Self.podsFolder(of: normalized)) in configuration files"
            problem.causeSpansFiles = true
          }
          diagnostics.append(problem)
        }
        return
      }
      var lines: [(Substring, Int)] = []
      var number = 0
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        lines.append((line, number))
      }
      stack.append(Open(path: normalized, lines: lines))
    }
    push(path, optional: false, from: nil)
    while !stack.isEmpty {
      let top = stack.count - 1
      guard stack[top].next < stack[top].lines.count else {
        stack.removeLast()
        continue
      }
      let (rawLine, number) = stack[top].lines[stack[top].next]
      stack[top].next += 1
      let file = stack[top].path
      var line = rawLine.drop { $0 == " " || $0 == "\t" }
      while line.last == "\r" { line = line.dropLast() }
      if line.hasPrefix("#include") {
        let isOptional = line.hasPrefix("#include?")
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let included = String(line[line.index(after: open)..<close])
        let location = Location(file: file, line: number)
        // `#include "<DEVELOPER_DIR>/Makefiles/..."`: Xcode's form for a file of its own installation, never of the
        // repository; not a path relative to the including file.
        if included.hasPrefix("<"), let end = included.firstIndex(of: ">") {
          if !isOptional {
            complete = false
            diagnostics.append(
              Diagnostic(
                .warning,
                "the configuration file \(included) is part of the Xcode installation "
                  + "(\(included[...end])), not of the repository; not read",
                at: location, leavesGraphPartial: true))
          }
          continue
        }
        let target = included.hasPrefix("/") ? XcodePath.relative(absolute: included, root: root)
          : XcodePath.join(XcodePath.parent(file), included)
        guard stack.count < Self.maximumIncludeDepth else {
          complete = false
          diagnostics.append(
            Diagnostic(
              .warning, "includes nest more than \(Self.maximumIncludeDepth) files deep; \(target) is not read",
              at: location, leavesGraphPartial: true))
          continue
        }
        let besideProject = included.hasPrefix("/") ? nil : projectFolder.map { XcodePath.join($0, included) }
        push(target, optional: isOptional, from: location, fallback: besideProject)
        continue
      }
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, key.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
      var assigned = value.hasSuffix(";") ? String(value.dropLast()) : value
      let location = Location(file: file, line: number)
      // `X = $(X) -DB` or `X = $(inherited) -DB` after an include (or a line) that set X: since Xcode 10 both read
      // as the value so far, not as the level below (which the earlier value's own `$(inherited)` still names).
      if let previous = level.values[key] {
        var replaced = assigned
        for reference in ["$(\(key))", "${\(key)}", "$(inherited)", "${inherited}"] {
          replaced = replaced.replacingOccurrences(of: reference, with: previous)
        }
        if replaced.utf8.count <= XcodeBuildSettings.maximumLength {
          assigned = replaced
        } else {
          diagnostics.append(
            Diagnostic(
              .warning,
              "the build setting \(key) is not expanded: it expands to more than "
                + "\(XcodeBuildSettings.maximumLength / 1024) KB",
              at: location, leavesGraphPartial: true))
          complete = false
        }
      }
      level.assign(key, assigned, at: location)
    }
    return (level, complete, diagnostics)
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
    // A configuration file that could not be read leaves the flags it would set unknown; those of the lines read
    // are still defined (`-D CUSTOM` after a missing `#include`).
    let complete = settings.allSatisfy(\.isComplete)
    self.init(
      moduleName: moduleName, platforms: platforms.sorted(), definedConditions: conditions.sorted(),
      isSwiftPackage: false, configurationConditions: complete ? settings.map { $0.definedConditions.sorted() } : nil)
    if !complete { definedConditionsArePartial = true }
  }
}

extension [XcodeBuildSettings] {
  /// The product name of each configuration, each once (`CTR` where a configuration sets `PRODUCT_NAME: CTR`, the
  /// target's name elsewhere); names left unexpanded are left out.
  var productNames: [String] {
    var names: [String] = []
    for configuration in self {
      if let name = configuration.value("PRODUCT_NAME"), !name.isEmpty, !name.contains("$"), !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// The app a test bundle runs in: `TEST_HOST` (`$(BUILT_PRODUCTS_DIR)/App.app/App`) or `BUNDLE_LOADER` for unit
  /// tests, `TEST_TARGET_NAME` for UI tests, from a target's configurations (an Xcode project's or a spec's).
  /// Configurations rarely disagree; the first one that sets it wins.
  var testHost: (hostProduct: String?, targetName: String?) {
    var host: String?
    var testTarget: String?
    for configuration in self {
      for key in ["TEST_HOST", "BUNDLE_LOADER"] where host == nil {
        if let value = configuration.value(key) {
          host = value.split(separator: "/").first { $0.hasSuffix(".app") }.map { String($0.dropLast(4)) }
        }
      }
      if testTarget == nil, let value = configuration.value("TEST_TARGET_NAME"), !value.isEmpty {
        testTarget = value
      }
    }
    return (host, testTarget)
  }
}
