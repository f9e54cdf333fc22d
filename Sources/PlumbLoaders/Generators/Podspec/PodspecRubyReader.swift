import Foundation
import PlumbModel

/// Reads a podspec's Ruby DSL without running Ruby.
///
/// Podspecs are written in a small, regular subset: `Pod::Spec.new do |s|`, `s.attribute = value`,
/// `s.method 'arguments'`, `s.subspec 'Name' do |ss| ... end`, `s.test_spec`/`s.app_spec` blocks, platform-scoped
/// attributes (`s.ios.deployment_target`), local variables holding strings, and heredocs for descriptions. plumb
/// reads that subset a statement at a time (a statement goes on while a bracket is open or a line ends with `,`);
/// any other line is skipped. A value plumb reads (`source_files`, `dependency`, a subspec's name) that is not a
/// literal it can resolve is a note with its line.
enum PodspecRubyReader {
  static func read(text: String, path: String, fallbackName: String) -> (Podspec, [Diagnostic]) {
    var reading = Reading(path: path, fallbackName: fallbackName)
    for statement in statements(of: text) { reading.take(statement) }
    return (Podspec(path: path, root: reading.assembled()), reading.diagnostics)
  }

  /// One Ruby statement, its continuation lines joined, with the line it starts on.
  struct Statement {
    var text: String
    var line: Int
  }

  /// The file's statements: comments stripped, heredoc bodies left out, and lines joined while a bracket is open or
  /// the line ends with `,`, `\`, `=>`, `+` or `=`.
  static func statements(of text: String) -> [Statement] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [Statement] = []
    var pending: Statement?
    var heredocEnd: String?
    var depth = 0
    for (index, raw) in lines.enumerated() {
      if let end = heredocEnd {
        if raw.trimmingCharacters(in: .whitespaces) == end { heredocEnd = nil }
        continue
      }
      let line = PodfileReader.strippingComment(raw).trimmingCharacters(in: .whitespaces)
      heredocEnd = heredocTerminator(in: line)
      if var statement = pending {
        statement.text += " " + line
        pending = statement
      } else {
        if line.isEmpty { continue }
        pending = Statement(text: line, line: index + 1)
      }
      depth += bracketBalance(line)
      let continues = depth > 0 || [",", "\\", "=>", "+", "="].contains { line.hasSuffix($0) }
      if !continues || heredocEnd != nil {
        result.append(pending!)
        pending = nil
        depth = 0
      }
    }
    if let pending { result.append(pending) }
    return result
  }

  /// `<<-DESC`, `<<~EOS`, `<<DESC`: the word that ends the heredoc body.
  static func heredocTerminator(in line: String) -> String? {
    guard let range = line.range(of: #"<<[-~]?(['"]?)([A-Z_][A-Z0-9_]*)\1"#, options: .regularExpression) else {
      return nil
    }
    return String(line[range].drop { "<-~'\"".contains($0) }.filter { $0 != "'" && $0 != "\"" })
  }

  /// Opening minus closing brackets outside strings.
  static func bracketBalance(_ line: String) -> Int {
    var balance = 0
    var quote: Character?
    var escaped = false
    for character in line {
      if let open = quote {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == open {
          quote = nil
        }
        continue
      }
      switch character {
      case "'", "\"": quote = character
      case "(", "[", "{": balance += 1
      case ")", "]", "}": balance -= 1
      default: break
      }
    }
    return balance
  }

  /// A spec while it is read: its parent in `specs`, so nested blocks can be assembled at the end.
  private struct Node {
    var spec: Podspec.Spec
    var parent: Int?
  }

  /// An open block: the spec variables it binds (`|s|`, `|ss|`) to indices of `specs`; nil for a block whose spec
  /// could not be named, whose attributes are not read.
  private struct Frame {
    var bindings: [String: Int]
    var isDead = false
  }

  private struct Reading {
    let path: String
    let fallbackName: String
    var nodes: [Node] = []
    var frames = [Frame(bindings: [:])]
    /// Local variables assigned string literals (`name = 'Session'`, `files = ['A', 'B']`).
    var variables: [String: [String]] = [:]
    var diagnostics: [Diagnostic] = []

    init(path: String, fallbackName: String) {
      self.path = path
      self.fallbackName = fallbackName
    }

    mutating func take(_ statement: Statement) {
      let text = statement.text
      let frame = frames[frames.count - 1]
      if PodfileReader.closes(text) || text == "}" {
        if frames.count > 1 { frames.removeLast() }
        return
      }
      if let variable = Self.blockVariable(text, after: #"^Pod::Spec\.new\b"#) {
        nodes.append(Node(spec: Podspec.Spec(name: fallbackName, line: statement.line), parent: nil))
        frames.append(Frame(bindings: frame.bindings.merging([variable: nodes.count - 1]) { _, new in new }))
        return
      }
      if let opened = childSpec(statement, in: frame) {
        frames.append(opened)
        return
      }
      if PodfileReader.opens(text) || text.range(of: #"\{\s*(\|[^|]*\|)?$"#, options: .regularExpression) != nil {
        frames.append(Frame(bindings: frame.bindings, isDead: frame.isDead))
        return
      }
      if frame.isDead { return }
      if attribute(statement, in: frame) { return }
      localAssignment(text)
    }

    /// `s.subspec 'Core' do |ss|`, `s.test_spec 'Tests' do |t|`, `s.app_spec do |app|`: the frame of the child.
    private mutating func childSpec(_ statement: Statement, in frame: Frame) -> Frame? {
      let pattern = #"^(\w+)\.(subspec|test_spec|app_spec)\b\s*\(?(.*?)\)?\s*do\s*\|\s*(\w+)\s*\|$"#
      guard let match = Self.captures(statement.text, pattern), let parent = frame.bindings[match[0]] else {
        return nil
      }
      let method = match[1]
      let variable = match[3]
      let arguments = RubyValue.values(of: match[2], interpolate: interpolation)
      var name: String?
      switch arguments.first {
      case nil: name = method == "test_spec" ? "Tests" : method == "app_spec" ? "App" : nil
      case .string(let value)?: name = value
      case .name(let variableName)?: name = variables[variableName]?.first
      default: name = nil
      }
      guard let name, !frame.isDead else {
        if !frame.isDead { note("a \(method) whose name is not a literal is not read", statement) }
        return Frame(bindings: frame.bindings, isDead: true)
      }
      let kind: Podspec.Spec.Kind = method == "test_spec" ? .test(isUI: false) : method == "app_spec" ? .app : .library
      nodes.append(Node(spec: Podspec.Spec(name: name, kind: kind, line: statement.line), parent: parent))
      return Frame(bindings: frame.bindings.merging([variable: nodes.count - 1]) { _, new in new })
    }

    /// `s.attribute = value`, `s.ios.attribute = value`, `s.dependency 'X'`: true when the receiver is a spec.
    private mutating func attribute(_ statement: Statement, in frame: Frame) -> Bool {
      guard let match = Self.captures(statement.text, #"^(\w+)((?:\.\w+)?)\.(\w+)\s*(=(?!=)|\(|\s|$)(.*)$"#),
        let index = frame.bindings[match[0]]
      else { return false }
      let platform = match[1].isEmpty ? nil : String(match[1].dropFirst())
      if let platform, !Podspec.platformSelectors.contains(platform) { return true }
      let name = match[2]
      let rest = (match[3] == "(" ? "(" : "") + match[4]
      let values = RubyValue.values(of: rest, interpolate: interpolation)
      let line = statement.line
      switch name {
      case "name":
        if let value = strings(values, statement)?.first, nodes[index].parent == nil { nodes[index].spec.name = value }
      case "module_name":
        if let value = strings(values, statement)?.first { nodes[index].spec.moduleName = value }
      case "xcconfig", "user_target_xcconfig":
        nodes[index].spec.userConditions += Self.conditions(ofSettings: values)
      case "source_files":
        for value in strings(values, statement) ?? [] {
          nodes[index].spec.sourceFiles.append(Podspec.Located(value: value, line: line))
        }
      case "exclude_files":
        for value in strings(values, statement) ?? [] {
          nodes[index].spec.excludeFiles.append(Podspec.Located(value: value, line: line))
        }
      case "dependency":
        if let value = strings(Self.firstExpression(values), statement)?.first {
          nodes[index].spec.dependencies.append(Podspec.Located(value: value, line: line))
        }
      case "default_subspecs", "default_subspec":
        if values.contains(.symbol("none")) {
          nodes[index].spec.defaultSubspecs = []
        } else if let names = strings(values, statement) {
          nodes[index].spec.defaultSubspecs = names
        }
      case "platform", "platforms":
        for case .symbol(let symbol) in values where Podspec.platformName(symbol) != nil {
          nodes[index].spec.platforms.insert(symbol.lowercased())
        }
      case "deployment_target":
        if let platform { nodes[index].spec.platforms.insert(platform.lowercased()) }
      case "test_type":
        if case .test = nodes[index].spec.kind {
          nodes[index].spec.kind = .test(isUI: values.contains(.symbol("ui")) || values.contains(.string("ui")))
        }
      default: break
      }
      return true
    }

    /// The `#if` flags a hash of build settings defines (`{ 'OTHER_SWIFT_FLAGS' => '$(inherited) -D GRDBCIPHER' }`),
    /// read as key and value strings in turn; a pair with a string plumb cannot resolve is skipped.
    static func conditions(ofSettings values: [RubyValue]) -> [String] {
      var result: [String] = []
      var key: String??
      for value in values {
        let text: String?
        switch value {
        case .string(let string): text = string
        case .symbol(let symbol): text = symbol
        default: continue
        }
        if let pending = key {
          if let pending, let text { result += XcodeBuildSettings.conditions(of: pending, text) }
          key = nil
        } else {
          key = .some(text)
        }
      }
      return result
    }

    /// `name = 'Session'` or `files = ['A', 'B']`: kept when every value is a resolved string.
    private mutating func localAssignment(_ text: String) {
      guard let match = Self.captures(text, #"^([a-z_]\w*)\s*=(?!=)\s*(.*)$"#) else { return }
      let values = RubyValue.values(of: match[1], interpolate: interpolation)
      if let strings = Self.resolvedStrings(values, variables: variables, specName: specName) {
        variables[match[0]] = strings
      } else {
        variables[match[0]] = nil
      }
    }

    /// The strings of a value, with names resolved and `+` concatenated; nil (and a note) when one is unknown.
    private mutating func strings(_ values: [RubyValue], _ statement: Statement) -> [String]? {
      if let strings = Self.resolvedStrings(values, variables: variables, specName: specName) { return strings }
      note("a podspec value that is not a literal is not read", statement)
      return nil
    }

    /// The first argument of a call (`'Alamofire'` of `dependency 'Alamofire', '~> 5.0'`), with its `+` parts.
    static func firstExpression(_ values: [RubyValue]) -> [RubyValue] {
      var result: [RubyValue] = []
      for value in values {
        guard result.isEmpty || result.last == .plus || value == .plus else { break }
        result.append(value)
      }
      return result
    }

    static func resolvedStrings(_ values: [RubyValue], variables: [String: [String]], specName: (String) -> String?)
      -> [String]?
    {
      var result: [String] = []
      var joinsNext = false
      for value in values {
        var strings: [String]
        switch value {
        case .string(let string?): strings = [string]
        case .string(nil): return nil
        case .name(let name):
          guard let resolved = variables[name] ?? specName(name).map({ [$0] }) else { return nil }
          strings = resolved
        case .plus:
          joinsNext = true
          continue
        case .symbol, .other: continue
        }
        if joinsNext, let last = result.popLast(), strings.count == 1 {
          strings = [last + strings[0]]
        }
        joinsNext = false
        result += strings
      }
      return result
    }

    /// `s.name` of a bound spec variable, or `name` of a local variable, for `#{...}`.
    var interpolation: (String) -> String? {
      let variables = variables
      let specName = specName
      return { expression in
        let bare = expression.hasSuffix(".to_s") ? String(expression.dropLast(5)) : expression
        return variables[bare]?.first ?? specName(bare)
      }
    }

    /// `s.name` / `s.module_name` of the spec a variable is bound to.
    var specName: (String) -> String? {
      let bindings = frames[frames.count - 1].bindings
      let nodes = nodes
      return { expression in
        let parts = expression.split(separator: ".").map(String.init)
        guard parts.count == 2, let index = bindings[parts[0]] else { return nil }
        switch parts[1] {
        case "name":
          var names = [nodes[index].spec.name]
          var parent = nodes[index].parent
          while let up = parent {
            names.insert(nodes[up].spec.name, at: 0)
            parent = nodes[up].parent
          }
          return names.joined(separator: "/")
        case "module_name": return nodes[index].spec.moduleName ?? nodes[index].spec.name
        default: return nil
        }
      }
    }

    private mutating func note(_ message: String, _ statement: Statement) {
      let shown = statement.text.count > 120 ? String(statement.text.prefix(117)) + "..." : statement.text
      diagnostics.append(Diagnostic(.note, "\(message): \(shown)", at: Location(file: path, line: statement.line)))
    }

    /// The specs as a tree: the first `Pod::Spec.new` with its children in file order.
    func assembled() -> Podspec.Spec {
      guard !nodes.isEmpty else { return Podspec.Spec(name: fallbackName, line: 1) }
      func build(_ index: Int) -> Podspec.Spec {
        var spec = nodes[index].spec
        for child in nodes.indices where nodes[child].parent == index {
          let built = build(child)
          switch built.kind {
          case .library: spec.subspecs.append(built)
          case .test: spec.testSpecs.append(built)
          case .app: spec.appSpecs.append(built)
          }
        }
        return spec
      }
      return build(0)
    }

    /// `do |s|` after a call matching `prefix`: the block's variable.
    static func blockVariable(_ text: String, after prefix: String) -> String? {
      captures(text, prefix + #".*\b(?:do|\{)\s*\|\s*(\w+)\s*\|$"#)?.first
    }

    /// The capture groups of the first match of a pattern, as strings ("" for a group that did not take part).
    static func captures(_ text: String, _ pattern: String) -> [String]? {
      guard let expression = try? NSRegularExpression(pattern: pattern),
        let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
      else { return nil }
      return (1..<match.numberOfRanges).map { group in
        Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }
}
