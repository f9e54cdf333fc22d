/// Counts of the expressions Swift's type checker is known to spend time on, in one file: the inputs the build-time
/// model adds to lines and functions. Each is a syntactic shape the scanner can count without type information:
///
/// - `longLiterals`: array and dictionary literals of `longLiteralElements` elements or more, whose element type
///   the checker must infer by joining every element's;
/// - `operatorChains`: expressions that chain `operatorChainOperators` binary operators or more (`a + b * c - d`,
///   `x ?? y ?? z`), whose overloads multiply;
/// - `untypedClosures`: closures that name no return type (`{ $0 + 1 }`, `{ x in ... }`), inferred from their body
///   and their use;
/// - `deepGenerics`: generic argument clauses nested `deepGenericDepth` deep or more (`A<B<C<D>>>`).
///
/// And, among the untyped closures, `constantClosures`: those whose body is empty or one constant (`{ .never }`,
/// `{ _, _ in false }`, `{ [] }`), the no-op defaults of a client's closure properties. They cost the checker the
/// same, but run no logic a test could check (`ModuleFacts.hasNothingToTest`).
///
/// A construct inside another counts too (a long literal of closures counts once, and each closure once).
public struct TypeCheckingLoad: Hashable, Codable, Sendable {
  public var longLiterals: Int
  public var operatorChains: Int
  public var untypedClosures: Int
  public var deepGenerics: Int
  public var constantClosures: Int

  public static let longLiteralElements = 12
  public static let operatorChainOperators = 4
  public static let deepGenericDepth = 3

  public init(
    longLiterals: Int = 0, operatorChains: Int = 0, untypedClosures: Int = 0, deepGenerics: Int = 0,
    constantClosures: Int = 0
  ) {
    self.longLiterals = longLiterals
    self.operatorChains = operatorChains
    self.untypedClosures = untypedClosures
    self.deepGenerics = deepGenerics
    self.constantClosures = constantClosures
  }

  public static func + (lhs: TypeCheckingLoad, rhs: TypeCheckingLoad) -> TypeCheckingLoad {
    TypeCheckingLoad(
      longLiterals: lhs.longLiterals + rhs.longLiterals, operatorChains: lhs.operatorChains + rhs.operatorChains,
      untypedClosures: lhs.untypedClosures + rhs.untypedClosures, deepGenerics: lhs.deepGenerics + rhs.deepGenerics,
      constantClosures: lhs.constantClosures + rhs.constantClosures)
  }

  /// A file's load taken out of a module's (`SourceFactsSummary.patch`).
  public static func - (lhs: TypeCheckingLoad, rhs: TypeCheckingLoad) -> TypeCheckingLoad {
    TypeCheckingLoad(
      longLiterals: lhs.longLiterals - rhs.longLiterals, operatorChains: lhs.operatorChains - rhs.operatorChains,
      untypedClosures: lhs.untypedClosures - rhs.untypedClosures, deepGenerics: lhs.deepGenerics - rhs.deepGenerics,
      constantClosures: lhs.constantClosures - rhs.constantClosures)
  }
}
