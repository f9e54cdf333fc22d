import Foundation
import PlumbModel

/// What a CocoaPods `Podfile` declares, read without running it: for each target it names, the pods that target
/// gets (its own, those of the enclosing `abstract_target`s and of the file's top level, and those of the
/// `def` helpers it calls).
///
/// A Podfile is Ruby. plumb reads the common subset line by line: `target`/`abstract_target ... do ... end`,
/// `pod 'Name'` (with `:path =>` or `path:`), `def helper ... end` and bare calls to it, `inherit! :none`,
/// and `project 'App.xcodeproj'`. Other lines (`platform`, `use_frameworks!`, `post_install` blocks, conditions)
/// are skipped; a `pod` whose name is not a string literal is a note.
public struct Podfile: Hashable, Sendable {
  /// One pod a target gets.
  public struct Pod: Hashable, Sendable {
    /// As written (`Firebase/Analytics`).
    public var name: String
    /// `:path =>` of a development pod, relative to the Podfile's folder as written.
    public var localPath: String?
    /// The Podfile line that names it.
    public var line: Int

    /// The pod without its subspec (`Firebase`): subspecs build into their pod's module.
    public var rootName: String { String(name.split(separator: "/").first ?? Substring(name)) }

    public init(name: String, localPath: String? = nil, line: Int) {
      self.name = name
      self.localPath = localPath
      self.line = line
    }
  }

  public struct Target: Hashable, Sendable {
    public var name: String
    public var pods: [Pod]
    /// `project '...'` of the target or the nearest enclosing block that names one, else of the file.
    public var project: String?
    public var line: Int
  }

  /// The Podfile, relative to the analysed root.
  public var path: String
  /// Concrete targets (not `abstract_target`s), in file order.
  public var targets: [Target]
}

/// Reads a `Podfile` statically; see `Podfile`.
public enum PodfileReader {
  public static func read(text: String, path: String) -> (Podfile, [Diagnostic]) {
    var reader = Reading(path: path)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    reader.collectHelpers(lines)
    reader.run(lines)
    return (Podfile(path: path, targets: reader.targets), reader.diagnostics)
  }

  /// A `target`/`abstract_target` block (or the file's top level): its own pods and its parent.
  private struct Node {
    var name: String?
    var line: Int
    var parent: Int?
    var pods: [Podfile.Pod] = []
    var inherits = true
    var project: String?
  }

  private struct Reading {
    let path: String
    var targets: [Podfile.Target] = []
    var diagnostics: [Diagnostic] = []
    /// `def` helpers: their body lines with line numbers.
    var helpers: [String: [(text: String, line: Int)]] = [:]

    init(path: String) { self.path = path }

    /// Finds `def name ... end` bodies first, so a helper may be defined after the target that calls it.
    mutating func collectHelpers(_ lines: [String]) {
      var current: (name: String, body: [(String, Int)])?
      var depth = 0
      for (index, raw) in lines.enumerated() {
        let line = PodfileReader.strippingComment(raw)
        if current == nil, depth == 0, let name = PodfileReader.definedHelper(line) {
          current = (name, [])
          depth = 1
          continue
        }
        if PodfileReader.opens(line) || PodfileReader.targetOpening(line) != nil { depth += 1 }
        if PodfileReader.closes(line) { depth = max(depth - 1, 0) }
        if var helper = current {
          if depth == 0 {
            helpers[helper.name] = helper.body.map { (text: $0.0, line: $0.1) }
            current = nil
          } else {
            helper.body.append((line, index + 1))
            current = helper
          }
        }
      }
    }

    /// Walks the blocks. The stack holds, per open block, the node its pods go to (a `target` block opens a node;
    /// `if`, `each` and other blocks add to the enclosing one; `def` bodies are skipped, they run where called).
    mutating func run(_ lines: [String]) {
      var nodes = [Node(name: nil, line: 0, parent: nil)]
      var stack: [(node: Int, isHelper: Bool)] = [(0, false)]
      for (index, raw) in lines.enumerated() {
        let line = PodfileReader.strippingComment(raw)
        let lineNumber = index + 1
        let current = stack[stack.count - 1]
        if current.isHelper || PodfileReader.definedHelper(line) != nil {
          if PodfileReader.closes(line) {
            stack.removeLast()
          } else if PodfileReader.opens(line) || PodfileReader.targetOpening(line) != nil {
            stack.append((current.node, true))
          }
          continue
        }
        if let (keyword, name) = PodfileReader.targetOpening(line) {
          nodes.append(Node(name: keyword == "target" ? name : nil, line: lineNumber, parent: current.node))
          stack.append((nodes.count - 1, false))
          continue
        }
        if PodfileReader.closes(line) {
          if stack.count > 1 { stack.removeLast() }
          continue
        }
        if PodfileReader.opens(line) {
          stack.append((current.node, false))
          continue
        }
        statement(line, lineNumber: lineNumber, into: &nodes[current.node], calls: [])
      }
      // A target sees its own pods and, unless `inherit! :none`, those of every enclosing block, wherever in the
      // block they are written.
      for node in nodes {
        guard let name = node.name else { continue }
        var pods = node.pods
        var project = node.project
        var inherits = node.inherits
        var parent = node.parent
        while let index = parent {
          if inherits { pods.append(contentsOf: nodes[index].pods) }
          project = project ?? nodes[index].project
          inherits = inherits && nodes[index].inherits
          parent = nodes[index].parent
        }
        var seen: Set<String> = []
        targets.append(
          Podfile.Target(
            name: name, pods: pods.filter { seen.insert($0.name).inserted }, project: project, line: node.line))
      }
    }

    private mutating func statement(_ line: String, lineNumber: Int, into scope: inout Node, calls: Set<String>) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { return }
      if let arguments = PodfileReader.arguments(of: "pod", in: trimmed) {
        guard let name = PodfileReader.firstStringLiteral(arguments) else {
          diagnostics.append(
            Diagnostic(
              .note, "a pod whose name is not a string literal is not read: \(trimmed)",
              at: Location(file: path, line: lineNumber), leavesGraphPartial: true))
          return
        }
        scope.pods.append(
          Podfile.Pod(name: name, localPath: PodfileReader.localPath(arguments), line: lineNumber))
        return
      }
      if let arguments = PodfileReader.arguments(of: "project", in: trimmed)
        ?? PodfileReader.arguments(of: "xcodeproj", in: trimmed)
      {
        if let value = PodfileReader.firstStringLiteral(arguments) { scope.project = value }
        return
      }
      if let arguments = PodfileReader.arguments(of: "inherit!", in: trimmed) {
        scope.inherits = !arguments.contains(":none")
        return
      }
      if let body = helpers[trimmed], !calls.contains(trimmed) {
        for (text, bodyLine) in body {
          statement(text, lineNumber: bodyLine, into: &scope, calls: calls.union([trimmed]))
        }
      }
    }
  }

  // MARK: Lexing the Ruby subset

  static func strippingComment(_ line: String) -> String {
    var quote: Character?
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#" {
        return String(line[..<index])
      }
    }
    return line
  }

  /// `def name` (no arguments: only argument-less helpers can be expanded).
  static func definedHelper(_ line: String) -> String? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count == 2, words[0] == "def" else { return nil }
    return String(words[1])
  }

  /// `target 'Name' do`, `abstract_target 'Name' do`.
  static func targetOpening(_ line: String) -> (String, String)? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    for keyword in ["target", "abstract_target"] {
      guard let arguments = arguments(of: keyword, in: trimmed), trimmed.hasSuffix(" do") || trimmed.hasSuffix("do"),
        let name = firstStringLiteral(arguments)
      else { continue }
      return (keyword, name)
    }
    return nil
  }

  /// A line that opens a block closed by `end`.
  static func opens(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix(" do") || trimmed == "do" { return true }
    if trimmed.range(of: #"\bdo\s*\|[^|]*\|$"#, options: .regularExpression) != nil { return true }
    let first = trimmed.split(separator: " ").first.map(String.init) ?? ""
    return ["if", "unless", "case", "begin", "while", "until", "def", "for", "module", "class"].contains(first)
  }

  static func closes(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed == "end" || trimmed.hasPrefix("end ") || trimmed.hasPrefix("end.")
  }

  /// The text after a keyword used as a call: `pod 'A', '1.0'` or `pod('A')`.
  static func arguments(of keyword: String, in trimmed: String) -> String? {
    guard trimmed.hasPrefix(keyword) else { return nil }
    let rest = trimmed.dropFirst(keyword.count)
    guard let next = rest.first, next == " " || next == "(" || next == "\t" else { return nil }
    return String(rest.drop { $0 == " " || $0 == "(" || $0 == "\t" })
  }

  static func firstStringLiteral(_ text: String) -> String? {
    guard let quote = text.first, quote == "'" || quote == "\"" else { return nil }
    let body = text.dropFirst()
    guard let end = body.firstIndex(of: quote) else { return nil }
    let value = String(body[..<end])
    return value.contains("#{") ? nil : value
  }

  /// `:path => 'Local Pods/X'` or `path: 'Local Pods/X'`.
  static func localPath(_ arguments: String) -> String? {
    for marker in [":path =>", ":path=>", "path:"] {
      guard let range = arguments.range(of: marker) else { continue }
      let rest = arguments[range.upperBound...].drop { $0 == " " }
      if let value = firstStringLiteral(String(rest)) { return value }
    }
    return nil
  }
}
