import Foundation
import PlumbModel
import SwiftParser
import SwiftSyntax

@testable import PlumbScanner

/// Test oracle: an independent walk that finds the facts `RawFactsCollector` finds (imports, type declarations
/// with what they reference, API uses, functions with their complexity), with a `SyntaxVisitor` over the `Syntax` tree, its positions and parents.
///
/// It was the scanner's own walk until the raw-tree walk took over every file; it lives on only in the tests,
/// which scan files both ways and require the same facts (`RawFactsCollectorTests`). It walks in `.sourceAccurate`
/// mode, which visits unexpected nodes and skips missing tokens, and in a tree with syntax errors it enters every
/// node. A fact added to the scanner must be added here too.
final class VisitorFactsOracle: SyntaxVisitor {
  private let lines: LineTable
  /// The parsed bytes, alive for the walk: a name's first byte says whether it can be a type without making a
  /// String of every identifier.
  private let bytes: UnsafeBufferPointer<UInt8>

  private(set) var imports: [ImportFact] = []
  private(set) var types: [TypeFact] = []
  private(set) var apiUses: [APIUse] = []
  private(set) var topLevelReferences: Set<String> = []
  /// Names used as members (`x.name`, `.name`, `\.name`): what an extension member of another module is used by.
  private(set) var memberNames: Set<String> = []
  private(set) var functions: [FunctionFact] = []
  /// Names called without a base that are not type-like.
  private(set) var calledNames: Set<String> = []
  /// File-scope functions declared `public`, `open` or `package`.
  private(set) var publicFunctions: Set<String> = []

  /// A type declaration whose members are being walked.
  private struct OpenType {
    var index: Int
    var name: String
    var references: Set<String> = []
  }

  private var openTypes: [OpenType] = []
  /// The constructs the type checker spends time on; `genericDepth` counts the generic argument clauses open.
  private(set) var typeChecking = TypeCheckingLoad()
  private var genericDepth = 0
  /// The functions being walked, innermost last: their index in `functions` and their declaration.
  private var openFunctions: [(index: Int, node: SyntaxIdentifier)] = []
  private var alertLocals: Set<String> = []
  /// Functions (index in `functions`) whose body only calls another by its plain name, and that name.
  private(set) var resourceForwards: [(index: Int, callee: String)] = []

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if !openFunctions.isEmpty, let pattern = node.pattern.as(IdentifierPatternSyntax.self),
      let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == APICatalog.alertClass
    {
      alertLocals.insert(pattern.identifier.text)
    }
    return .visitChildren
  }
  private var conditions: [String] = []
  /// What to do after a node that can hold no facts: skip its children, unless the tree has syntax errors.
  private let leaf: SyntaxVisitorContinueKind

  init(lines: LineTable, bytes: UnsafeBufferPointer<UInt8>, treeHasError: Bool) {
    self.lines = lines
    self.bytes = bytes
    self.leaf = treeHasError ? .visitChildren : .skipChildren
    super.init(viewMode: .sourceAccurate)
  }

  /// The facts `SourceScanner.scan` gives for `bytes`, with the walk's part (imports, types, API uses, references,
  /// member names, functions) found by this visitor instead. Line counts and the first syntax error come from the scanner.
  static func scan(bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileFacts {
    var facts = SourceScanner.scan(bytes: bytes, path: path)
    let tree = Parser.parse(source: bytes)
    let oracle = VisitorFactsOracle(lines: LineTable(bytes), bytes: bytes, treeHasError: tree.hasError)
    oracle.walk(tree)
    facts.imports = oracle.imports
    facts.types = oracle.types
    facts.apiUses = oracle.apiUses.sorted()
    facts.topLevelReferences = oracle.topLevelReferences.sorted()
    facts.memberNames = oracle.memberNames.sorted()
    var functions = oracle.functions
    // A function that calls, by name, one of the file's that hands out a bundle's resource hands it out too.
    var changed = true
    while changed {
      changed = false
      let marked = Set(functions.filter { $0.returnsABundleResource && $0.kind == .function }.map(\.name))
      for (index, callee) in oracle.resourceForwards
      where marked.contains(callee) && !functions[index].returnsABundleResource {
        functions[index].returnsABundleResource = true
        changed = true
      }
    }
    facts.functions = functions.sorted { $0.position < $1.position }
    facts.calledNames = oracle.calledNames.sorted()
    facts.publicFunctions = oracle.publicFunctions.sorted()
    facts.typeChecking = oracle.typeChecking
    return facts
  }

  // MARK: Positions and lines

  /// The node's source text without its outer trivia, sliced from the bytes: `trimmedDescription` rebuilds the
  /// node to drop its trivia, which costs more than everything else the scan does.
  func text(of node: some SyntaxProtocol) -> String {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]), as: UTF8.self)
  }

  private func position(of node: some SyntaxProtocol) -> SourcePosition {
    lines.position(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  // MARK: #if

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    conditions.append(conditionText(of: node))
    // The condition itself (`DEBUG`, `canImport(UIKit)`) names no types: walk only the guarded code.
    if let elements = node.elements { walk(elements) }
    conditions.removeLast()
    return .skipChildren
  }

  private func conditionText(of clause: IfConfigClauseSyntax) -> String {
    if let condition = clause.condition {
      // `#elseif B` after `#if A` holds when B does and A did not.
      let earlier = (clause.parent?.as(IfConfigClauseListSyntax.self)).map { list in
        list.prefix { $0.id != clause.id }.compactMap { $0.condition.map { text(of: $0) } }
      } ?? []
      return ImportFact.elseIfCondition(text(of: condition), after: earlier)
    }
    // `#else`: none of the other clauses held.
    let others = (clause.parent?.as(IfConfigClauseListSyntax.self)).map { list in
      list.compactMap { $0.condition.map { text(of: $0) } }
    } ?? []
    return others.isEmpty ? "else" : "!(\(others.joined(separator: " || ")))"
  }

  // MARK: Imports

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let path = node.path.map(\.name.text)
    imports.append(
      ImportFact(
        module: path.first ?? "",
        path: path,
        attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self).map { String(text(of: $0).dropFirst()) } },
        accessLevel: Self.accessLevel(in: node.modifiers),
        scopeKind: node.importKindSpecifier.flatMap { ImportFact.ScopeKind(rawValue: $0.text) },
        condition: conditions.isEmpty ? nil : conditions.joined(separator: " && "),
        position: position(of: node)
      ))
    return .skipChildren
  }

  // MARK: Functions and complexity

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if openTypes.isEmpty, openFunctions.isEmpty, node.name.presence == .present,
      let level = Self.accessLevel(in: node.modifiers), [.public, .open, .package].contains(level)
    {
      publicFunctions.insert(node.name.text)
    }
    if node.body != nil {
      openFunction(
        node, name: node.name.text, kind: .function, keyword: node.funcKeyword, nameToken: node.name,
        parameterCount: node.signature.parameterClause.parameters.count, body: node.body)
      if let returned = node.signature.returnClause?.type { functions[functions.count - 1].returnType = text(of: returned) }
    }
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { closeFunction(node) }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    openFunction(
      node, name: "init", kind: .initializer, keyword: node.initKeyword, nameToken: node.initKeyword,
      parameterCount: node.signature.parameterClause.parameters.count, body: node.body)
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { closeFunction(node) }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    openFunction(
      node, name: "deinit", kind: .deinitializer, keyword: node.deinitKeyword, nameToken: node.deinitKeyword,
      parameterCount: 0, body: node.body)
    return .visitChildren
  }
  override func visitPost(_ node: DeinitializerDeclSyntax) { closeFunction(node) }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    // A protocol's `subscript(i: Int) -> Int { get }` has accessors without code.
    var hasCode = false
    switch node.accessorBlock?.accessors {
    case .getter?: hasCode = true
    case .accessors(let accessors)?: hasCode = accessors.contains { $0.body != nil }
    case nil: break
    }
    if hasCode {
      openFunction(
        node, name: "subscript", kind: .subscript, keyword: node.subscriptKeyword, nameToken: node.subscriptKeyword,
        parameterCount: node.parameterClause.parameters.count, body: node.accessorBlock)
    }
    return .visitChildren
  }
  override func visitPost(_ node: SubscriptDeclSyntax) { closeFunction(node) }

  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    let specifier = node.accessorSpecifier
    switch specifier.tokenKind {
    case .keyword(.get), .keyword(.set), .keyword(.willSet), .keyword(.didSet), .keyword(.`init`):
      let isInit = specifier.tokenKind == .keyword(.`init`)
      openFunction(
        node, name: specifier.text, kind: .accessor, keyword: specifier, nameToken: specifier,
        parameterCount: isInit && node.parameters != nil ? 1 : 0, body: node.body)
    default:
      break
    }
    return .visitChildren
  }
  override func visitPost(_ node: AccessorDeclSyntax) { closeFunction(node) }

  private func openFunction(
    _ node: some SyntaxProtocol, name: String, kind: FunctionFact.Kind, keyword: TokenSyntax, nameToken: TokenSyntax,
    parameterCount: Int, body: (some SyntaxProtocol)?
  ) {
    guard let body else { return }
    let start = keyword.positionAfterSkippingLeadingTrivia.utf8Offset
    // The last token written in the source: a closing brace the parser had to invent is not there.
    let end = body.lastToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia.utf8Offset ?? start
    if openFunctions.isEmpty { alertLocals = [] }
    openFunctions.append((functions.count, node.id))
    functions.append(
      FunctionFact(
        name: name, kind: kind, enclosingType: openTypes.last?.name, startLine: lines.line(of: start),
        endLine: lines.line(of: max(start, end - 1)), parameterCount: parameterCount, position: position(of: nameToken),
        onlyAssigns: kind == .initializer && Syntax(body).as(CodeBlockSyntax.self).map(Self.onlyAssigns) == true,
        returnsAConstant: kind == .function
          && Syntax(body).as(CodeBlockSyntax.self).map { Self.isConstant($0.statements) } == true))
    guard kind == .function || name == "get", let block = Syntax(body).as(CodeBlockSyntax.self) else { return }
    switch Self.resourceCall(block.statements) {
    case .some(nil): functions[functions.count - 1].returnsABundleResource = true
    case .some(let callee?): resourceForwards.append((functions.count - 1, callee))
    case nil: break
    }
  }

  /// `FunctionFact.returnsABundleResource`, read from the typed tree: one statement, returned or not, unwrapped
  /// with `!` or `?` or not, that calls `Bundle.module.url`/`path`/`urls`/`paths` with a first label starting
  /// `forResource` (`.some(nil)`), or a function by its plain name (`.some(name)`), every argument a plain value
  /// (as `onlyAssigns` reads one), no trailing closure; nil otherwise.
  private static func resourceCall(_ statements: CodeBlockItemListSyntax) -> String?? {
    guard statements.count == 1, let first = statements.first else { return nil }
    var value = Syntax(first.item)
    if let returned = value.as(ReturnStmtSyntax.self) {
      guard let expression = returned.expression else { return nil }
      value = Syntax(expression)
    }
    while true {
      if let unwrap = value.as(ForceUnwrapExprSyntax.self) {
        value = Syntax(unwrap.expression)
      } else if let chain = value.as(OptionalChainingExprSyntax.self) {
        value = Syntax(chain.expression)
      } else {
        break
      }
    }
    guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      call.additionalTrailingClosures.isEmpty, call.arguments.allSatisfy({ isValue($0.expression) })
    else { return nil }
    if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return .some(name.baseName.text) }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      ["url", "path", "urls", "paths"].contains(member.declName.baseName.text),
      let base = member.base?.as(MemberAccessExprSyntax.self), base.declName.baseName.text == "module",
      base.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle",
      call.arguments.first?.label?.text.hasPrefix("forResource") == true
    else { return nil }
    return .some(nil)
  }

  /// `FunctionFact.onlyAssigns`, read from the typed tree: every statement `name = value` or `self.name = value`,
  /// the value a name, `self.name`, `.case` or a literal without interpolation.
  private static func onlyAssigns(_ body: CodeBlockSyntax) -> Bool {
    body.statements.allSatisfy { item in
      guard let sequence = Syntax(item.item).as(SequenceExprSyntax.self) else { return false }
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
      return isProperty(elements[0]) && isValue(elements[2])
    }
  }

  /// `TypeCheckingLoad.constantClosures`, read from the typed tree: no statement, or one value (`return` or not)
  /// that is a plain value (as `onlyAssigns` reads one), `[]` or `[:]`.
  private static func isConstant(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard let first = statements.first else { return true }
    guard statements.count == 1 else { return false }
    var value = Syntax(first.item)
    if let returned = value.as(ReturnStmtSyntax.self) {
      guard let expression = returned.expression else { return true }
      value = Syntax(expression)
    }
    guard let expression = value.as(ExprSyntax.self) else { return false }
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      if case .colon = dictionary.content { return true }
      return false
    }
    return isValue(expression)
  }

  private static func isSelf(_ expression: ExprSyntax?) -> Bool {
    expression?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.`self`)
  }

  private static func isProperty(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
    return isSelf(member.base)
  }

  private static func isValue(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
      || expression.is(NilLiteralExprSyntax.self)
    {
      return true
    }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil || isSelf(member.base) }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return !string.segments.contains { segment in
        if case .expressionSegment = segment { return true }
        return false
      }
    }
    return false
  }

  private func closeFunction(_ node: some SyntaxProtocol) {
    if openFunctions.last?.node == node.id { openFunctions.removeLast() }
  }

  private func addDecisionPoint() {
    guard let open = openFunctions.last else { return }
    functions[open.index].cyclomaticComplexity += 1
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind { decisionPoint() }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.caseKeyword?.presence == .present { addDecisionPoint() }
    return decisionPoint()
  }

  private func decisionPoint() -> SyntaxVisitorContinueKind {
    addDecisionPoint()
    return .visitChildren
  }

  // MARK: Type declarations

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .class, name: node.name.text, at: node.name, generics: node.genericParameterClause)
  }
  override func visitPost(_ node: ClassDeclSyntax) { closeType() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .struct, name: node.name.text, at: node.name, generics: node.genericParameterClause)
  }
  override func visitPost(_ node: StructDeclSyntax) { closeType() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .enum, name: node.name.text, at: node.name, generics: node.genericParameterClause)
  }
  override func visitPost(_ node: EnumDeclSyntax) { closeType() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .actor, name: node.name.text, at: node.name, generics: node.genericParameterClause)
  }
  override func visitPost(_ node: ActorDeclSyntax) { closeType() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .protocol, name: node.name.text, at: node.name, generics: nil)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { closeType() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    openType(node, kind: .extension, name: text(of: node.extendedType), at: node.extendedType, generics: nil)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { closeType() }

  private func openType(
    _ node: some DeclGroupSyntax, kind: TypeFact.Kind, name: String, at nameNode: some SyntaxProtocol,
    generics: GenericParameterClauseSyntax?
  ) -> SyntaxVisitorContinueKind {
    // Extensions are file-scope only, so only nested declarations get a qualified name.
    let qualified = kind == .extension ? name : (openTypes.last.map { "\($0.name).\(name)" } ?? name)
    let members = Self.members(of: node.memberBlock)
    var counts = TypeFact.MemberCounts()
    var properties: [PropertyFact] = []
    var memberNames = Set<String>()
    var publicMemberNames = Set<String>()
    let access = Self.accessLevel(in: node.modifiers)
    func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
      switch Self.accessLevel(in: modifiers) {
      case .public?, .open?: return true
      case nil: return kind == .extension && (access == .public || access == .open)
      default: return false
      }
    }
    for member in members {
      if let variable = member.as(VariableDeclSyntax.self) {
        counts.properties += variable.bindings.count
        properties += storedProperties(of: variable)
        for binding in variable.bindings {
          if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
            let name = identifier.identifier?.name ?? identifier.text
            memberNames.insert(name)
            if isPublic(variable.modifiers) { publicMemberNames.insert(name) }
          }
        }
      } else if let function = member.as(FunctionDeclSyntax.self) {
        counts.methods += 1
        // A name written with backticks (`` `do` ``) is kept as uses write it.
        let name = function.name.identifier?.name ?? function.name.text
        memberNames.insert(name)
        if isPublic(function.modifiers) { publicMemberNames.insert(name) }
      } else if member.is(InitializerDeclSyntax.self) {
        counts.initializers += 1
      } else if member.is(ClassDeclSyntax.self) || member.is(StructDeclSyntax.self) || member.is(EnumDeclSyntax.self)
        || member.is(ProtocolDeclSyntax.self) || member.is(ActorDeclSyntax.self)
      {
        counts.nestedTypes += 1
      }
    }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let fact = TypeFact(
      name: qualified,
      kind: kind,
      accessLevel: access,
      attributes: attributeNames(node.attributes),
      inherits: node.inheritanceClause?.inheritedTypes.map { text(of: $0.type) } ?? [],
      genericParameters: generics?.parameters.map(\.name.text) ?? [],
      isFinal: node.modifiers.contains { $0.name.tokenKind == .keyword(.final) },
      properties: properties,
      memberCounts: counts,
      position: position(of: nameNode),
      startLine: lines.line(of: start),
      endLine: lines.line(of: max(start, end - 1)),
      memberNames: memberNames.sorted(),
      publicMemberNames: publicMemberNames.sorted()
    )
    openTypes.append(OpenType(index: types.count, name: qualified))
    types.append(fact)
    return .visitChildren
  }

  override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
    if node.elements.count >= TypeCheckingLoad.longLiteralElements { typeChecking.longLiterals += 1 }
    return .visitChildren
  }

  override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
    if case .elements(let elements) = node.content, elements.count >= TypeCheckingLoad.longLiteralElements {
      typeChecking.longLiterals += 1
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if node.signature?.returnClause == nil {
      typeChecking.untypedClosures += 1
      if Self.isConstant(node.statements) { typeChecking.constantClosures += 1 }
    }
    return .visitChildren
  }

  override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind {
    genericDepth += 1
    if genericDepth == TypeCheckingLoad.deepGenericDepth { typeChecking.deepGenerics += 1 }
    return .visitChildren
  }

  override func visitPost(_ node: GenericArgumentClauseSyntax) { genericDepth -= 1 }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let operators = node.elements.filter { $0.is(BinaryOperatorExprSyntax.self) }.count
    if operators >= TypeCheckingLoad.operatorChainOperators { typeChecking.operatorChains += 1 }
    guard !openTypes.isEmpty else { return .visitChildren }
    let elements = Array(node.elements)
    guard elements.count >= 3 else { return .visitChildren }
    for index in 1..<(elements.count - 1) {
      guard elements[index].is(AssignmentExprSyntax.self), let closure = elements[index + 1].as(ClosureExprSyntax.self)
      else { continue }
      let target = elements[index - 1]
      guard target.is(MemberAccessExprSyntax.self) || target.is(DeclReferenceExprSyntax.self),
        target.firstToken(viewMode: .sourceAccurate) != nil
      else { continue }
      let captureList = closure.signature?.capture.map { text(of: $0) }
      guard SelfCapture.isStrong(captureList: captureList, body: text(of: closure.statements)) else { continue }
      types[openTypes[openTypes.count - 1].index].selfCapturingClosures.append(
        ClosureAssignment(target: SelfCapture.target(text(of: target)), position: position(of: target)))
    }
    return .visitChildren
  }

  private func closeType() {
    guard let open = openTypes.popLast() else { return }
    let generics = Set(types[open.index].genericParameters)
    types[open.index].references = open.references.filter { !generics.contains($0) }.sorted()
  }

  /// Direct members, looking through `#if` blocks.
  private static func members(of block: MemberBlockSyntax) -> [DeclSyntax] {
    var result: [DeclSyntax] = []
    func collect(_ list: MemberBlockItemListSyntax) {
      for item in list {
        if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
          for clause in ifConfig.clauses {
            if case .decls(let nested)? = clause.elements { collect(nested) }
          }
        } else {
          result.append(item.decl)
        }
      }
    }
    collect(block.members)
    return result
  }

  private func storedProperties(of variable: VariableDeclSyntax) -> [PropertyFact] {
    let attributes = attributeNames(variable.attributes)
    var ownership: PropertyFact.Ownership?
    var isStatic = false
    for modifier in variable.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.weak): ownership = .weak
      case .keyword(.unowned): ownership = .unowned
      case .keyword(.static), .keyword(.class): isStatic = true
      default: break
      }
    }
    let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let bindings = Array(variable.bindings)
    var result: [PropertyFact] = []
    for (index, binding) in bindings.enumerated() {
      guard Self.isStored(binding), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      // `var a, b: Int`: the annotation on a later binding types the earlier ones that have no initialiser.
      var type = binding.typeAnnotation.map { text(of: $0.type) }
      if type == nil && binding.initializer == nil {
        type = bindings[(index + 1)...].lazy.compactMap { $0.typeAnnotation.map { self.text(of: $0.type) } }.first
      }
      result.append(
        PropertyFact(
          name: name,
          type: type,
          inferredType: binding.initializer.flatMap { constructedType(in: $0.value) },
          attributes: attributes,
          ownership: ownership,
          isStatic: isStatic,
          isConstant: isConstant,
          line: lines.line(of: binding.positionAfterSkippingLeadingTrivia.utf8Offset)
        ))
    }
    return result
  }

  /// Stored unless it has a getter (observers alone keep a property stored).
  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    switch block.accessors {
    case .getter: return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }

  /// `Foo()`, `Foo.Bar()`, `Foo<Int>()`, `Foo.init()`: the type being constructed.
  func constructedType(in expression: ExprSyntax) -> String? {
    var called = expression.as(FunctionCallExprSyntax.self)?.calledExpression
    if let member = called?.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
      called = member.base
    }
    guard let called else { return nil }
    if let generic = called.as(GenericSpecializationExprSyntax.self) {
      return Self.dottedTypeName(generic.expression) != nil ? text(of: generic) : nil
    }
    return Self.dottedTypeName(called)
  }

  /// `Foo` or `Foo.Bar` when every component is capitalised, so it names a type rather than a value.
  static func dottedTypeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return isTypeLikeName(name) ? name : nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let baseName = dottedTypeName(base)
    {
      let name = member.declName.baseName.text
      return isTypeLikeName(name) ? "\(baseName).\(name)" : nil
    }
    return nil
  }

  /// Type names start with a capital letter by convention; `Self` is not a name to resolve.
  static func isTypeLikeName(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    var index = name.utf8.startIndex
    var byte = first
    // Leading underscores (`_Internal`) and backticks do not decide.
    while byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`") {
      index = name.utf8.index(after: index)
      guard index < name.utf8.endIndex else { return false }
      byte = name.utf8[index]
    }
    return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && name != "Self"
  }

  private static func accessLevel(in modifiers: DeclModifierListSyntax) -> AccessLevel? {
    for modifier in modifiers where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.open): return .open
      case .keyword(.public): return .public
      case .keyword(.package): return .package
      case .keyword(.internal): return .internal
      case .keyword(.fileprivate): return .fileprivate
      case .keyword(.private): return .private
      default: continue
      }
    }
    return nil
  }

  private func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { $0.as(AttributeSyntax.self).map { text(of: $0.attributeName) } }
  }

  // MARK: References and API uses

  private func addReference(_ name: String) {
    if openTypes.isEmpty {
      topLevelReferences.insert(name)
    } else {
      openTypes[openTypes.count - 1].references.insert(name)
    }
  }

  private func record(_ category: APIUse.Category, _ family: String, _ api: String, at node: some SyntaxProtocol) {
    apiUses.append(
      APIUse(category: category, family: family, api: api, enclosingType: openTypes.last?.name, position: position(of: node)))
  }

  /// Whether the token starts like a type name (a capital after any `_` or backtick), read from the bytes.
  private func startsLikeType(_ token: TokenSyntax) -> Bool {
    var offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
    while offset < bytes.count && (bytes[offset] == UInt8(ascii: "_") || bytes[offset] == UInt8(ascii: "`")) {
      offset += 1
    }
    return offset < bytes.count && bytes[offset] >= UInt8(ascii: "A") && bytes[offset] <= UInt8(ascii: "Z")
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if startsLikeType(node.name) {
      let name = node.name.text
      if Self.isTypeLikeName(name) {
        addReference(name)
        recordTypeUse(name, at: node)
      }
    }
    // Only generic arguments (`Array<Item>`) can hold more: the name is a token.
    return node.genericArgumentClause == nil ? leaf : .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    guard let name = Self.dottedTypeName(node) else { return .visitChildren }
    addReference(name)
    walkQualifiers(Syntax(node))
    return .skipChildren
  }

  /// The parts of `Outer<A>.Inner<B>` but the names along the chain: generic arguments (and unexpected nodes).
  private func walkQualifiers(_ node: Syntax) {
    for child in node.children(viewMode: .sourceAccurate) {
      if let member = node.as(MemberTypeSyntax.self), child.id == member.baseType.id,
        child.is(MemberTypeSyntax.self) || child.is(IdentifierTypeSyntax.self)
      {
        walkQualifiers(child)
      } else if node.is(IdentifierTypeSyntax.self) || node.is(MemberTypeSyntax.self), child.is(TokenSyntax.self) {
        continue
      } else {
        walk(child)
      }
    }
  }

  private static func dottedTypeName(_ type: some TypeSyntaxProtocol) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = type.as(MemberTypeSyntax.self), let base = dottedTypeName(member.baseType) {
      return "\(base).\(member.name.text)"
    }
    return nil
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // A member's name (`x.foo`) is handled with its member access.
    let parent = node.parent
    // Its children are tokens (`name`, `name(label:)`): nothing to walk into.
    if let member = parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return leaf
    }
    if startsLikeType(node.baseName) {
      let name = node.baseName.text
      if Self.isTypeLikeName(name) {
        addReference(name)
        recordTypeUse(name, at: node)
      }
    } else if let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
      if node.baseName.presence == .present, !node.baseName.text.isEmpty { calledNames.insert(node.baseName.text) }
      recordCall(node.baseName.text, call: call, base: nil, at: node)
    }
    return leaf
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    memberNames.insert(node.declName.baseName.text)
    if startsLikeType(node.declName.baseName), let base = node.base, let baseName = Self.dottedTypeName(base) {
      let name = node.declName.baseName.text
      if Self.isTypeLikeName(name) { addReference("\(baseName).\(name)") }
    }
    if let call = Self.call(of: node) {
      let name = node.declName.baseName.text
      if APICatalog.swiftUINavigationModifiers.contains(name) {
        record(.navigation, "SwiftUI", name, at: node.declName)
      } else {
        recordCall(name, call: call, base: node.base, at: node.declName)
        recordNotification(name, call: call, base: node.base, at: node.declName)
      }
    }
    // The member's name was handled here; only the base can hold more.
    guard leaf == .skipChildren else { return .visitChildren }
    if let base = node.base { walk(base) }
    return .skipChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    // `@Model` on a type, `@Query`/`@AppStorage` on a property: the enclosing type is the one declared or the
    // one that holds the property, since a type's attributes are walked after it opens.
    let name = text(of: node.attributeName)
    if let family = APICatalog.sideEffectAttributes[name] {
      record(.sideEffect, family, "@\(name)", at: node)
    }
    return .visitChildren
  }

  override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName.text
    memberNames.insert(name)
    if let family = APICatalog.sideEffectKeyPaths[name] {
      record(.sideEffect, family, "\\.\(name)", at: node)
    }
    return .visitChildren
  }

  // MARK: Leaves

  // Nodes made of tokens only hold no facts: skipping them spares the walk their tokens, most of a tree's nodes.
  // (`leaf` is `.visitChildren` in a tree with syntax errors, whose unexpected nodes may hide anything.)
  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: WildcardPatternSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.presence == .present && (node.operator.text == "&&" || node.operator.text == "||") {
      addDecisionPoint()
    }
    return leaf
  }
  override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind { leaf }
  override func visit(_ node: DiscardAssignmentExprSyntax) -> SyntaxVisitorContinueKind { leaf }

  // Nodes whose tokens (braces, parentheses, labels, commas) surround the children that matter: walking only
  // those spares the walk the punctuation. Children are walked in source order, as the walk would.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    guard leaf == .skipChildren else { return .visitChildren }
    walk(node.statements)
    return .skipChildren
  }
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    guard leaf == .skipChildren else { return .visitChildren }
    walk(node.item)
    return .skipChildren
  }
  override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
    guard leaf == .skipChildren else { return .visitChildren }
    walk(node.decl)
    return .skipChildren
  }
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    guard leaf == .skipChildren else { return .visitChildren }
    walk(node.expression)
    return .skipChildren
  }
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard leaf == .skipChildren else { return .visitChildren }
    walk(node.calledExpression)
    walk(node.arguments)
    if let closure = node.trailingClosure { walk(closure) }
    walk(node.additionalTrailingClosures)
    return .skipChildren
  }
  override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind {
    guard leaf == .skipChildren else { return .visitChildren }
    walk(node.type)
    return .skipChildren
  }
  override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind {
    guard leaf == .skipChildren else { return .visitChildren }
    walk(node.value)
    return .skipChildren
  }

  private func recordTypeUse(_ name: String, at node: some SyntaxProtocol) {
    if APICatalog.swiftUINavigationTypes.contains(name) {
      record(.navigation, "SwiftUI", name, at: node)
    } else if let family = APICatalog.sideEffectTypes[name] {
      record(.sideEffect, family, name, at: node)
    }
  }

  /// The call whose callee is `node`, if `node` is called.
  private static func call(of node: some ExprSyntaxProtocol) -> FunctionCallExprSyntax? {
    guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else { return nil }
    return call
  }

  private func recordCall(_ name: String, call: FunctionCallExprSyntax, base: ExprSyntax?, at node: some SyntaxProtocol) {
    if APICatalog.uiKitNavigationCalls.contains(name) {
      record(.navigation, "UIKit", name, at: node)
    } else if APICatalog.labelledNavigationCalls.contains(name) {
      let labels = call.arguments.map { $0.label?.text }
      if let family = APICatalog.labelledNavigation(
        name, labels: labels, hasTrailingClosure: call.trailingClosure != nil,
        receiver: base.map { $0.trimmedDescription }, firstArgument: call.arguments.first?.expression.trimmedDescription,
        alertLocals: alertLocals)
      {
        record(.navigation, family, name, at: node)
      }
    } else if name.hasPrefix(APICatalog.sqliteFunctionPrefix) {
      record(.sideEffect, "sqlite", name, at: node)
    }
  }

  private func recordNotification(_ name: String, call: FunctionCallExprSyntax, base: ExprSyntax?, at node: some SyntaxProtocol) {
    guard APICatalog.notificationCalls.contains(name) else { return }
    let onNotificationCenter = base.map { text(of: $0).lowercased().contains("notificationcenter") } ?? false
    let labels = call.arguments.map { $0.label?.text }
    if let use = APICatalog.notificationUse(name, labels: labels, onNotificationCenter: onNotificationCenter) {
      record(.notification, use.family, use.api, at: node)
    }
  }
}
