/// A function-like declaration with a body, and its size and cyclomatic complexity, counted the way lizard counts
/// Swift so the numbers can be checked against it (Benchmarks/complexity.md).
///
/// What is a function, as lizard sees one: `func`, `init`, `deinit` and `subscript` declarations with a body, and
/// the accessors `get`, `set`, `willSet`, `didSet` and `init` with a body (a computed property's implicit getter,
/// `var x: Int { ... }`, is none, and neither are `_read`, `_modify` and the other addressors). Declarations without
/// a body (protocol requirements) are left out. Closures are no functions: their decision points count toward
/// the function they are written in. A function declared inside another is a function of its own, and its decision
/// points are not the outer one's; types declared inside a function do not interrupt it.
public struct FunctionFact: Hashable, Codable, Sendable {
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    case function, initializer, deinitializer, `subscript`, accessor
  }

  /// The declared name (`viewDidLoad`, `==`), or the keyword for the others (`init`, `deinit`, `subscript`, `get`,
  /// `set`, `willSet`, `didSet`).
  public var name: String
  public var kind: Kind
  /// The innermost type or extension the declaration sits in, qualified as `TypeFact.name` is; nil for a function
  /// outside any type.
  public var enclosingType: String?
  /// The line of the keyword that introduces the declaration (`func`, `init`, `get`, ...): attributes and modifiers
  /// on earlier lines are not part of it, as lizard counts length.
  public var startLine: Int
  /// The line of the body's closing brace.
  public var endLine: Int
  /// Parameters of the parameter clause. Accessors have none, not even `set(newValue)`'s (as lizard counts), but an
  /// `init` accessor's `(initialValue)` counts. lizard splits the clause at every comma, those inside tuple types,
  /// generic arguments (`Result<Data, Error>`) and default values too, and so counts more for such clauses.
  public var parameterCount: Int
  /// 1, plus one for each decision point written in the function's declaration, its closures included and its
  /// nested functions excluded. The decision points are lizard's Swift conditions: `if` (`else if` too), `guard`,
  /// `for`, `while` (`repeat ... while` too), `catch`, `case` (switch cases, `if case`/`guard case`/`while case`,
  /// `for case`, enum case declarations), `&&`, `||` and the ternary `?:`. Not counted, as in lizard: `switch`,
  /// `default`, `repeat`, `where`, `??`, `try?`, optional chaining, and anything in `#if` conditions (the code of
  /// every `#if` branch is counted).
  ///
  /// Where this knowingly differs from lizard, which reads tokens rather than syntax:
  /// - decision points inside string interpolation count here; lizard reads a string literal as one token;
  /// - condition keywords used as parameter names (`func f(for key: String)`) or member names (`.keyword(.if)`), and
  ///   operator functions named `&&` or `||`, count in lizard, not here;
  /// - an unlabelled closure after a comma (`f(a, { ... })`) ends the function in lizard; not here.
  public var cyclomaticComplexity: Int
  /// Where the name is (the keyword for `init`, `deinit`, `subscript` and accessors).
  public var position: SourcePosition
  /// For an initialiser: whether its body only assigns stored properties, each statement `self.name = value` or
  /// `name = value` whose value is a name, `self.name`, a literal or an enum case (`.none`), or is empty. The
  /// memberwise `init` a public struct must spell out, or an empty `private init() {}` that makes a singleton:
  /// everything it does is in its declaration, so it is no logic a test could check (`ModuleFacts.hasNothingToTest`).
  /// False for every other kind.
  public var onlyAssigns = false
  /// For a function (`func`): whether its body is empty or one constant, returned or not (`{}`, `return false`,
  /// `return nil`, `[]`), as a no-op closure's is (`TypeCheckingLoad.constantClosures`). The members of a stub that
  /// conforms to a client's protocol with nothing to do, its test value: no logic a test could check
  /// (`ModuleFacts.hasNothingToTest`). False for every other kind.
  public var returnsAConstant = false
  /// For a function (`func`) or a getter: whether its body only returns the URL or path of a resource of the
  /// module's own bundle, `Bundle.module.url(forResource: name, withExtension: "scm")` (force-unwrapped or not, its
  /// arguments names or literals), or only calls a function of the same file that does
  /// (`url(named: "highlights")`). A module of such accessors hands out the files it bundles: there is no logic a
  /// test could check (`ModuleFacts.hasNothingToTest`). False for every other kind.
  public var returnsABundleResource = false
  /// For a function (`func`): the return type its declaration writes, as written (`LottieAnimationView`,
  /// `[String: Int]?`); nil when it declares none, and for every other kind.
  public var returnType: String?

  public init(
    name: String, kind: Kind, enclosingType: String? = nil, startLine: Int, endLine: Int, parameterCount: Int = 0,
    cyclomaticComplexity: Int = 1, position: SourcePosition, onlyAssigns: Bool = false, returnsAConstant: Bool = false,
    returnsABundleResource: Bool = false, returnType: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.enclosingType = enclosingType
    self.startLine = startLine
    self.endLine = endLine
    self.parameterCount = parameterCount
    self.cyclomaticComplexity = cyclomaticComplexity
    self.position = position
    self.onlyAssigns = onlyAssigns
    self.returnsAConstant = returnsAConstant
    self.returnsABundleResource = returnsABundleResource
    self.returnType = returnType
  }

  /// The name of the type `returnType` names, without an optional's `?` or `!` and a module's qualifier
  /// (`Lottie.LottieAnimationView?` → `LottieAnimationView`); nil for a tuple, collection, function or generic type.
  public var returnedTypeName: String? {
    guard let returnType else { return nil }
    return returnType.utf8.allSatisfy { $0 < 0x80 }
      ? Self.returnedTypeName(ofASCII: returnType.utf8) : Self.returnedTypeName(ofText: returnType)
  }

  /// `returnedTypeName` of an ASCII text (nearly every type written), read at its bytes: in ASCII every byte is a
  /// character of its own (but `\r\n`, which neither reading takes for a name), a letter is `A`–`Z` or `a`–`z` and
  /// a number `0`–`9`, as `Character` has them, so the bytes' reading and the text's give one answer.
  static func returnedTypeName(ofASCII text: String.UTF8View) -> String? {
    var end = text.endIndex
    while end > text.startIndex {
      let before = text.index(before: end)
      guard text[before] == UInt8(ascii: "?") || text[before] == UInt8(ascii: "!") else { break }
      end = before
    }
    let name = text[..<end]
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    guard let first = name.first, isLetter(first) || first == UInt8(ascii: "_"),
      name.allSatisfy({
        isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
          || $0 == UInt8(ascii: ".")
      })
    else { return nil }
    return name.split(separator: UInt8(ascii: ".")).last.map { String(decoding: $0, as: UTF8.self) }
  }

  /// `returnedTypeName` read as text, with Unicode's letters and numbers.
  static func returnedTypeName(ofText text: String) -> String? {
    var name = text
    while let last = name.last, last == "?" || last == "!" { name.removeLast() }
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    else { return nil }
    return name.split(separator: ".").last.map(String.init)
  }

  /// Lines from the introducing keyword to the closing brace, both included (lizard's `length`).
  public var lineCount: Int { endLine - startLine + 1 }
}
