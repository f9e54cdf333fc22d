/// A shell-style pattern for module names and paths: `*` matches within one path component, `**` across
/// components (`**/` also matches no folder at all), `?` one character, `{a,b}` either alternative (no nesting; an
/// unclosed brace is literal). Everything else matches itself.
///
/// Matching runs the pattern as a set of positions over the text, once per character (Thompson's construction):
/// time is the text's length times the pattern's, whatever the pattern. A backtracking matcher took 22 s on
/// `********************z` and grew fourfold per two more stars, and expanding braces up front doubled the
/// pattern per `{a,b}`; a configuration from a pull request must not be able to hang a CI run.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  public let pattern: String
  private let program: [Step]
  private let start: Int

  public init(_ pattern: String) {
    self.pattern = pattern
    var compiler = Compiler()
    self.start = compiler.compile(Array(pattern))
    self.program = compiler.steps
  }

  public var description: String { pattern }

  public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }
  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

  public func matches(_ text: String) -> Bool { matches(text, work: nil) }

  /// `work` counts the positions visited, for the linearity tests (nil in normal runs).
  public func matches(_ text: String, work: WorkCounter?) -> Bool {
    var run = Run(self)
    run.read(text[...])
    work?.add(run.visited)
    return run.matched
  }

  /// Whether the pattern matches `text`, a piece of a longer string (no copy of it is made).
  public func matches(_ text: Substring) -> Bool {
    var run = Run(self)
    run.read(text)
    return run.matched
  }

  /// A match read a piece at a time, for a caller that asks about several prefixes of one text (a path and each of
  /// its folders) in one pass: `matched` says whether the pattern matches all that was read so far. A copy goes on
  /// on its own (what a prefix followed by something else would give).
  public func run() -> Run { Run(self) }

  /// The positions of the pattern reached by the text read so far.
  public struct Run {
    private let program: [Step]
    private var current: [Bool]
    private var next: [Bool]
    private var pending: [Int] = []
    /// No position is left: nothing read from now on can match.
    public private(set) var isOver = false
    /// The positions visited so far (`WorkCounter`).
    private(set) var visited = 0

    init(_ glob: Glob) {
      program = glob.program
      current = [Bool](repeating: false, count: program.count)
      next = current
      Self.add(glob.start, to: &current, program: program, pending: &pending, visited: &visited)
    }

    /// Whether the pattern matches the text read so far.
    public var matched: Bool { current[Compiler.end] }

    public mutating func read(_ text: Substring) {
      for character in text {
        guard !isOver else { return }
        step(character)
      }
    }

    private mutating func step(_ character: Character) {
      for index in next.indices { next[index] = false }
      var any = false
      for index in current.indices where current[index] {
        visited += 1
        switch program[index] {
        case .literal(let expected, let after) where expected == character:
          Self.add(after, to: &next, program: program, pending: &pending, visited: &visited)
          any = true
        case .one(let after) where character != "/":
          Self.add(after, to: &next, program: program, pending: &pending, visited: &visited)
          any = true
        case .star(let crossesFolders, _) where crossesFolders || character != "/":
          Self.add(index, to: &next, program: program, pending: &pending, visited: &visited)
          any = true
        default: break
        }
      }
      swap(&current, &next)
      if !any { isOver = true }
    }

    /// Adds `state` and the positions it leads to without reading a character.
    private static func add(
      _ state: Int, to set: inout [Bool], program: [Step], pending: inout [Int], visited: inout Int
    ) {
      pending.append(state)
      while let index = pending.popLast() {
        guard !set[index] else { continue }
        set[index] = true
        visited += 1
        switch program[index] {
        case .split(let targets): pending.append(contentsOf: targets)
        case .star(_, let after): pending.append(after)
        case .literal, .one, .end: break
        }
      }
    }
  }

  /// One position of the compiled pattern; `after` is the position that follows it.
  private enum Step: Sendable {
    case literal(Character, after: Int)
    /// `?`: any character but `/`.
    case one(after: Int)
    /// `*` (within a folder) or `**` (across folders): any number of characters, then `after`.
    case star(crossesFolders: Bool, after: Int)
    /// Either of several positions (braces, and `**/` that may match no folder).
    case split([Int])
    case end
  }

  /// Compiles a pattern back to front, so each position knows the one after it. The first position written,
  /// index 0, is `end`.
  private struct Compiler {
    static let end = 0
    var steps: [Step] = []

    mutating func add(_ step: Step) -> Int {
      steps.append(step)
      return steps.count - 1
    }

    /// The pattern's first position.
    mutating func compile(_ pattern: [Character]) -> Int {
      let end = add(.end)
      return sequence(pattern[...], then: end, bracesAllowed: true)
    }

    /// The positions of `pattern`, followed by `then`; returns the first.
    mutating func sequence(_ pattern: ArraySlice<Character>, then: Int, bracesAllowed: Bool) -> Int {
      var elements: [ArraySlice<Character>] = []
      var index = pattern.startIndex
      while index < pattern.endIndex {
        let character = pattern[index]
        if character == "*", pattern.index(after: index) < pattern.endIndex, pattern[pattern.index(after: index)] == "*" {
          let afterStars = index + 2
          let length = afterStars < pattern.endIndex && pattern[afterStars] == "/" ? 3 : 2
          elements.append(pattern[index..<(index + length)])
          index += length
        } else if character == "{", bracesAllowed, let close = pattern[index...].firstIndex(of: "}") {
          elements.append(pattern[index...close])
          index = close + 1
        } else {
          elements.append(pattern[index...index])
          index += 1
        }
      }
      var next = then
      for element in elements.reversed() {
        next = self.element(element, then: next)
      }
      return next
    }

    mutating func element(_ element: ArraySlice<Character>, then: Int) -> Int {
      let text = String(element)
      switch text {
      case "*": return add(.star(crossesFolders: false, after: then))
      case "**": return add(.star(crossesFolders: true, after: then))
      case "**/":
        let slash = add(.literal("/", after: then))
        let stars = add(.star(crossesFolders: true, after: slash))
        return add(.split([stars, then]))
      case "?": return add(.one(after: then))
      default:
        if element.count > 1, element.first == "{" {
          let inner = element.dropFirst().dropLast()
          let choices = inner.split(separator: ",", omittingEmptySubsequences: false)
          return add(.split(choices.map { sequence($0, then: then, bracesAllowed: false) }))
        }
        return add(.literal(element.first!, after: then))
      }
    }
  }
}
