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
    /// The module a development pod builds, from its podspec's `module_name` (`GRDB` for the pod `GRDB.swift`);
    /// nil when not read (then the pod's name, as an identifier).
    public var moduleName: String?
    /// The `#if` flags a development pod's podspec gives the targets that use it (the selected specs' `xcconfig` and
    /// `user_target_xcconfig`); nil when not read.
    public var userConditions: [String]?
    /// The pods a development pod's selected specs depend on (their `dependency` entries, by pod name, its own
    /// subspecs left out), in podspec order: CocoaPods installs them for the target too, and its sources may import
    /// them. Nil when its podspec was not read.
    public var podspecDependencies: [String]?

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
  /// How deep `target` blocks nest, and `def` helpers call each other, before plumb stops following: Podfiles nest
  /// a handful of levels, and a file nested 10,000 deep asked for every target's ancestors (quadratic).
  static let maximumNesting = 256

  /// - Parameter work: counts the reader's steps (lines, pods a helper or an enclosing block hands on), for tests
  ///   that check the work grows linearly with the file; nil in normal runs.
  public static func read(text: String, path: String, work: WorkCounter? = nil) -> (Podfile, [Diagnostic]) {
    var reader = Reading(path: path, budget: 16 * text.utf8.count + 10_000, work: work)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    blankHeredocs(&lines)
    reader.collectHelpers(lines)
    reader.run(lines)
    return (Podfile(path: path, targets: reader.targets), reader.diagnostics)
  }

  /// The Podfile's bytes as text: UTF-8, or else Latin-1 (every byte is a character) with a note at the line of the
  /// first byte that is not UTF-8, so that a Podfile saved in an old encoding is still read, and said.
  public static func text(of data: Data, path: String) throws(TextFile.Problem) -> (String, Diagnostic?) {
    guard let problem = TextFile.textProblem(in: data, kind: "a Podfile") else {
      return (String(decoding: data, as: UTF8.self), nil)
    }
    guard problem.line != nil else { throw problem }
    let note = Diagnostic(
      .note, "the Podfile is not UTF-8 text; read as Latin-1", at: Location(file: path, line: problem.line ?? 0))
    return (String(data.map { Character(Unicode.Scalar($0)) }), note)
  }

  /// Empties the lines of heredocs (`<<~EOS` … `EOS`): their text is a string, and an `end` or a `target` inside one
  /// must not close or open a block. Line numbers stay.
  static func blankHeredocs(_ lines: inout [String]) {
    var terminators: [String] = []
    for index in lines.indices {
      if let terminator = terminators.first {
        if lines[index].trimmingCharacters(in: .whitespaces) == terminator { terminators.removeFirst() }
        lines[index] = ""
        continue
      }
      terminators = heredocTerminators(strippingComment(lines[index]))
    }
  }

  /// The terminators of the heredocs a line opens, in order (`<<~EOS`, `<<-'EOS'`, `<<EOS`), outside string literals.
  static func heredocTerminators(_ line: String) -> [String] {
    guard line.contains("<<") else { return [] }
    var result: [String] = []
    var quote: Character?
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if line[index...].hasPrefix("<<") {
        var rest = line[line.index(index, offsetBy: 2)...]
        if rest.first == "~" || rest.first == "-" { rest = rest.dropFirst() }
        let quote = rest.first.flatMap { $0 == "'" || $0 == "\"" ? $0 : nil }
        let quoted = quote != nil
        if quoted { rest = rest.dropFirst() }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if let first = name.first, first.isLetter || first == "_",
          quoted ? rest.dropFirst(name.count).first == quote : first.isUppercase
        {
          result.append(String(name))
          index = line.index(name.endIndex, offsetBy: quoted ? 1 : 0, limitedBy: line.endIndex) ?? line.endIndex
          continue
        }
      }
      index = line.index(after: index)
    }
    return result
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

  /// One line of a `def` helper's body that does something: read once per helper, replayed at each call.
  private enum HelperLine {
    case pod(Podfile.Pod)
    case project(String)
    case inherits(Bool)
    case call(String, line: Int)
  }

  private struct Reading {
    let path: String
    var targets: [Podfile.Target] = []
    var diagnostics: [Diagnostic] = []
    /// `def` helpers: their body lines with line numbers.
    var helpers: [String: [(text: String, line: Int)]] = [:]
    /// Each helper's body lines that do something, read on its first call.
    var helperLines: [String: [HelperLine]] = [:]
    /// Helpers whose call was said not to be expanded (recursive, or too deep): said once each.
    var saidHelpers: Set<String> = []
    /// Helper lines calls may still replay, and whether running out was said.
    var budget: Int
    var budgetSpent = false
    let work: WorkCounter?

    init(path: String, budget: Int, work: WorkCounter?) {
      self.path = path
      self.budget = budget
      self.work = work
    }

    func count(_ steps: Int = 1) { work?.add(steps) }

    /// Finds `def name ... end` bodies first, so a helper may be defined after the target that calls it.
    mutating func collectHelpers(_ lines: [String]) {
      var current: (name: String, body: [(String, Int)])?
      var depth = 0
      for (index, raw) in lines.enumerated() {
        count()
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
    /// Targets nested deeper than `maximumNesting` are not read (a warning at the first one).
    mutating func run(_ lines: [String]) {
      var nodes = [Node(name: nil, line: 0, parent: nil)]
      var depths = [0]
      var stack: [(node: Int, isHelper: Bool)] = [(0, false)]
      var saidTooDeep = false
      for (index, raw) in lines.enumerated() {
        count()
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
          guard depths[current.node] < PodfileReader.maximumNesting else {
            if !saidTooDeep {
              saidTooDeep = true
              diagnostics.append(
                Diagnostic(
                  .warning,
                  "targets nested more than \(PodfileReader.maximumNesting) levels deep are not read",
                  at: Location(file: path, line: lineNumber), leavesGraphPartial: true))
            }
            // Its pods go nowhere: a block of its own that no target reads.
            nodes.append(Node(name: nil, line: lineNumber, parent: nil))
            depths.append(depths[current.node] + 1)
            stack.append((nodes.count - 1, false))
            continue
          }
          nodes.append(Node(name: keyword == "target" ? name : nil, line: lineNumber, parent: current.node))
          depths.append(depths[current.node] + 1)
          stack.append((nodes.count - 1, false))
          continue
        }
        if let name = PodfileReader.bodilessTarget(line), depths[current.node] < PodfileReader.maximumNesting {
          // `target 'App'` with no block: a target that gets what the enclosing blocks declare.
          nodes.append(Node(name: name, line: lineNumber, parent: current.node))
          depths.append(depths[current.node] + 1)
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
        statement(line, lineNumber: lineNumber, into: &nodes[current.node])
      }
      // A target sees its own pods and, unless `inherit! :none`, those of every enclosing block, wherever in the
      // block they are written. A parent comes before its children in `nodes`, so each node's view is its own
      // pods and its parent's view, worked out once.
      var seenPods: [[Podfile.Pod]] = []
      var seenProjects: [String?] = []
      for node in nodes {
        var pods = node.pods
        var project = node.project
        if let parent = node.parent {
          if node.inherits { pods += seenPods[parent] }
          project = project ?? seenProjects[parent]
        }
        var names: Set<String> = []
        pods = pods.filter { names.insert($0.name).inserted }
        count(pods.count)
        seenPods.append(pods)
        seenProjects.append(project)
        if let name = node.name {
          targets.append(Podfile.Target(name: name, pods: pods, project: project, line: node.line))
        }
      }
    }

    private mutating func statement(_ line: String, lineNumber: Int, into scope: inout Node) {
      switch classify(line, lineNumber: lineNumber) {
      case .pod(let pod): scope.pods.append(pod)
      case .project(let project): scope.project = project
      case .inherits(let inherits): scope.inherits = inherits
      case .call(let helper, let line): expand(helper, calledAt: line, into: &scope)
      case nil: break
      }
    }

    /// What a line does, in a block or in a helper's body (nil: nothing plumb reads).
    private mutating func classify(_ line: String, lineNumber: Int) -> HelperLine? {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { return nil }
      if let arguments = PodfileReader.arguments(of: "pod", in: trimmed) {
        guard let name = PodfileReader.firstStringLiteral(arguments) else {
          diagnostics.append(
            Diagnostic(
              .note, "a pod whose name is not a string literal is not read: \(trimmed)",
              at: Location(file: path, line: lineNumber), leavesGraphPartial: true))
          return nil
        }
        return .pod(Podfile.Pod(name: name, localPath: PodfileReader.localPath(arguments), line: lineNumber))
      }
      if let arguments = PodfileReader.arguments(of: "project", in: trimmed)
        ?? PodfileReader.arguments(of: "xcodeproj", in: trimmed)
      {
        return PodfileReader.firstStringLiteral(arguments).map { .project($0) }
      }
      if let arguments = PodfileReader.arguments(of: "inherit!", in: trimmed) {
        return .inherits(!arguments.contains(":none"))
      }
      return helpers[trimmed] != nil ? .call(trimmed, line: lineNumber) : nil
    }

    /// The lines of a helper's body that do something, read once.
    private mutating func lines(ofHelper name: String) -> [HelperLine] {
      if let known = helperLines[name] { return known }
      var result: [HelperLine] = []
      for (text, line) in helpers[name] ?? [] {
        count()
        if let item = classify(text, lineNumber: line) { result.append(item) }
      }
      helperLines[name] = result
      return result
    }

    /// Runs a helper's body into the block that calls it, with the helpers it calls, each once per call (a second
    /// call of the same helper adds no pod the first did not): helpers that call the next one twice doubled the
    /// work per helper when every call was expanded. An explicit stack, at most `maximumNesting` deep; a call
    /// back into a helper being run is a recursion Ruby would never return from: said at the call. Every call
    /// replays lines from one budget for the file, so a helper of many pods called many times stops, said.
    private mutating func expand(_ name: String, calledAt callLine: Int, into scope: inout Node) {
      var visited: Set<String> = [name]
      var stack: [(name: String, lines: [HelperLine], next: Int)] = [(name, lines(ofHelper: name), 0)]
      while var top = stack.popLast() {
        guard top.next < top.lines.count else { continue }
        let item = top.lines[top.next]
        top.next += 1
        stack.append(top)
        count()
        budget -= 1
        guard budget >= 0 else {
          if !budgetSpent {
            budgetSpent = true
            diagnostics.append(
              Diagnostic(
                .warning,
                "the def helpers replay more lines than a Podfile of this size can ask for; helper calls from here "
                  + "on are not expanded",
                at: Location(file: path, line: callLine), leavesGraphPartial: true))
          }
          return
        }
        switch item {
        case .pod(let pod): scope.pods.append(pod)
        case .project(let project): scope.project = project
        case .inherits(let inherits): scope.inherits = inherits
        case .call(let callee, let line):
          if let first = stack.firstIndex(where: { $0.name == callee }) {
            let chain = stack[first...].map { "'\($0.name)'" }.joined(separator: ", ")
            notExpanded(callee, "calls itself (through \(chain))", line: line)
          } else if !visited.insert(callee).inserted {
            continue
          } else if stack.count >= PodfileReader.maximumNesting {
            notExpanded(callee, "is called more than \(PodfileReader.maximumNesting) helpers deep", line: line)
          } else {
            stack.append((callee, lines(ofHelper: callee), 0))
          }
        }
      }
    }

    private mutating func notExpanded(_ helper: String, _ why: String, line: Int) {
      guard saidHelpers.insert(helper).inserted else { return }
      diagnostics.append(
        Diagnostic(
          .warning, "the def helper '\(helper)' \(why); the call is not expanded",
          at: Location(file: path, line: line), leavesGraphPartial: true))
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

  /// `target 'Name'` with no `do` block (inside an `abstract_target`, it names a target that gets the enclosing
  /// blocks' pods and nothing of its own).
  static func bodilessTarget(_ line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard targetOpening(line) == nil, let arguments = arguments(of: "target", in: trimmed),
      !trimmed.hasSuffix("do"), !trimmed.contains(" do |"), let name = firstStringLiteral(arguments)
    else { return nil }
    return name
  }

  /// A line that opens a block closed by `end`.
  static func opens(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix(" do") || trimmed == "do" { return true }
    if trimmed.last == "|", trimmed.range(of: #"\bdo\s*\|[^|]*\|$"#, options: .regularExpression) != nil { return true }
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
