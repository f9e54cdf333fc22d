/// Everything the scanner learns from one Swift file. Syntax trees are not kept: these values are all that is
/// left of a file once it has been scanned.
public struct FileFacts: Hashable, Codable, Sendable {
  /// Line counts: a line with any code is code, a line with only comments is comment, the rest are blank.
  public struct Lines: Hashable, Codable, Sendable {
    public var code: Int
    public var comment: Int
    public var blank: Int

    public init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
      self.code = code
      self.comment = comment
      self.blank = blank
    }

    public var total: Int { code + comment + blank }
  }

  /// The first syntax error of a file that does not parse cleanly. The file is scanned anyway (the parser
  /// recovers), but its facts may be incomplete around the error.
  public struct ParseError: Hashable, Codable, Sendable {
    public var position: SourcePosition
    public var message: String

    public init(position: SourcePosition, message: String) {
      self.position = position
      self.message = message
    }
  }

  /// A statement or declaration left unparsed because it nests deeper than the parser is given (`SourceNesting`):
  /// its lines, the line where a limit was passed, and what nests too deep there. The rest of the file is scanned.
  public struct SkippedCode: Hashable, Codable, Sendable {
    public var lines: ClosedRange<Int>
    public var line: Int
    public var reason: String

    public init(lines: ClosedRange<Int>, line: Int, reason: String) {
      self.lines = lines
      self.line = line
      self.reason = reason
    }
  }

  /// Relative to the scanned root, `/`-separated.
  public var path: String
  public var imports: [ImportFact]
  /// In source order; nested types follow their parent.
  public var types: [TypeFact]
  /// Sorted by position.
  public var apiUses: [APIUse]
  /// Type names mentioned outside any type declaration (top-level functions, variables, statements).
  public var topLevelReferences: [String]
  /// Names used as members (`x.name`, `.name`, `\.name`), sorted and unique: extension members of other modules
  /// are used this way, without naming a type.
  public var memberNames: [String] = []
  /// Functions, initialisers, subscripts and accessors with a body, nested ones included; sorted by position.
  public var functions: [FunctionFact] = []
  /// Names called without a base (`reportIssue(...)`, `withDependencies { }`) that are not type-like: calls of free
  /// functions, or of the enclosing type's own methods (the scanner cannot tell them apart); sorted and unique.
  public var calledNames: [String] = []
  /// Functions declared at file scope that other modules can call (`public`, `open` or `package`); sorted and unique.
  public var publicFunctions: [String] = []
  /// The targets and products a documentation command written in the file names (`--target Apollo` in the text of
  /// a `swift package generate-documentation` call), sorted and unique: swift-docc-plugin finds them only among the
  /// dependencies of the package's targets, so the program that runs it depends on them without importing them.
  public var documentedTargets: [String] = []
  public var lines: Lines
  public var parseError: ParseError?
  /// Code left unparsed for its nesting, in line order; empty for nearly every file.
  public var skipped: [SkippedCode] = []
  /// The tool the file's header says wrote it (`SwiftGen`, `Sourcery`, "a code generator"); nil for a file no
  /// generator header marks.
  public var generatedBy: String?
  /// The file's `plumb:disable` comments, read from the same bytes as the rest.
  public var suppressions = SuppressionComments()
  /// The constructs the type checker spends time on, for the build-time model.
  public var typeChecking = TypeCheckingLoad()

  public init(
    path: String, imports: [ImportFact] = [], types: [TypeFact] = [], apiUses: [APIUse] = [],
    topLevelReferences: [String] = [], memberNames: [String] = [], functions: [FunctionFact] = [],
    lines: Lines = .init(), parseError: ParseError? = nil
  ) {
    self.path = path
    self.imports = imports
    self.types = types
    self.apiUses = apiUses
    self.topLevelReferences = topLevelReferences
    self.memberNames = memberNames
    self.functions = functions
    self.lines = lines
    self.parseError = parseError
  }

  /// The folders the file sits in, outermost first (`["Features", "Home", "ViewModels"]`).
  public var folders: [String] {
    Array(path.split(separator: "/").dropLast().map(String.init))
  }
}
