import PlumbModel
@_spi(RawSyntax) import SwiftSyntax

/// Collects a file's facts in one walk over the raw syntax tree, files with syntax errors included.
///
/// The raw tree has no positions, parents or node objects to materialise (a `SyntaxVisitor` builds them for
/// every node it passes, which cost about as much as the facts themselves). A node's position is where its first
/// token's text lies in the parser's copy of the source; names stay `SyntaxText` slices of the tree until a type
/// or the file is done, so a name used a hundred times becomes a `String` once.
///
/// A tree with syntax errors is walked as a `SyntaxVisitor` walks it in `.sourceAccurate` mode: unexpected nodes,
/// which can hold any code, are visited, and missing tokens (the ones the parser invented) are skipped. The
/// tests hold such a visitor as an oracle (`VisitorFactsOracle`) and require the same facts from both on every
/// file they have and on broken copies of them.
struct RawFactsCollector {
  private let lines: LineTable
  /// The parsed bytes, alive for the walk: node texts are sliced from them.
  private let bytes: UnsafeBufferPointer<UInt8>

  private(set) var imports: [ImportFact] = []
  private(set) var types: [TypeFact] = []
  private(set) var apiUses: [APIUse] = []
  /// In the order the walk opens them (by position); see `FunctionFact` for what counts.
  private(set) var functions: [FunctionFact] = []
  /// The functions (by index in `functions`) whose body only calls another by its name: marked as handing out a
  /// bundle's resource when a function of that name in the file does (`ResourceAccessor.markForwarders`).
  private var resourceForwards: [(index: Int, callee: String)] = []
  /// The constructs the type checker spends time on (see `TypeCheckingLoad` for what counts).
  private(set) var typeChecking = TypeCheckingLoad()
  /// Generic argument clauses open around the walk: `A<B<C<...>>>` is three deep at `C`'s.
  private var genericDepth = 0

  /// A type declaration whose members are being walked.
  private struct OpenType {
    var index: Int
    var name: String
    var references = NameSet()
    var dottedReferences: Set<String> = []
  }

  private var openTypes: [OpenType] = []
  /// Indices in `functions` of the functions whose declarations are being walked, innermost last: decision points
  /// count toward the innermost.
  private var openFunctions: [Int] = []
  /// Locals the outermost open function bound to a `UIAlertController(...)`: presenting one is no navigation.
  private var alertLocals: Set<String> = []
  private var topLevelTexts = NameSet()
  private var topLevelDotted: Set<String> = []
  private var memberTexts = NameSet()
  /// Names called without a base (`reportIssue(...)`) that are not type-like.
  private var calledTexts = NameSet()
  /// File-scope functions declared `public`, `open` or `package`.
  private var publicFunctionNames: Set<String> = []
  /// Set while the base of `UserDefaults.didChangeNotification` is walked: naming a notification is no use of the
  /// type that posts it.
  private var namesANotification = false
  private var conditions: [String] = []

  /// Where the parser's copy of the source starts: every token's text is a slice of it.
  private let sourceStart: UnsafePointer<UInt8>?

  /// Whether the tree has syntax errors. Then code can sit in unexpected nodes, the even layout slots between the
  /// named ones, of any node, even of nodes that hold only tokens in a clean tree: the walk visits every child
  /// of every node instead of only the slots that can hold facts. Read only off the paths clean trees take most.
  private let hasError: Bool

  init(lines: LineTable, bytes: UnsafeBufferPointer<UInt8>, tree: RawSyntax, hasError: Bool) {
    self.lines = lines
    self.bytes = bytes
    self.hasError = hasError
    // The first token in the source (a missing one has no text there), less the trivia before it.
    let first = RawNode(raw: tree)
    sourceStart = first.firstTokenText?.baseAddress.map { $0 - first.raw.leadingTriviaByteLength }
  }

  /// References made outside any type declaration, sorted. (Dotted names and single names cannot be equal.)
  var topLevelReferences: [String] { (topLevelTexts.strings + topLevelDotted).sorted() }

  /// Names used as members (`x.name`, `.name`, `\.name`), sorted.
  var memberNames: [String] { memberTexts.strings.sorted() }

  /// Names called without a base, sorted.
  var calledNames: [String] { calledTexts.strings.sorted() }

  /// File-scope functions other modules can call, sorted.
  var publicFunctions: [String] { publicFunctionNames.sorted() }

  /// Walks the tree (a source file).
  mutating func walk(_ tree: RawSyntax) {
    visit(RawNode(raw: tree), callee: nil)
    if !resourceForwards.isEmpty { ResourceAccessor.markForwarders(&functions, forwards: resourceForwards) }
  }

  // MARK: Texts and positions

  // Positions come from the tokens in the source only: a missing token's text (`)`, `func`, or nothing for a
  // name) is the parser's, not a slice of the source.

  /// The node's text without its outer trivia, sliced from the file's bytes; empty for a node that has no token
  /// in the source.
  private func text(of node: RawNode) -> String {
    guard let start = start(of: node), let end = end(of: node).map({ min($0, bytes.count) }) else { return "" }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[min(start, end)..<end]), as: UTF8.self)
  }

  /// The offset of a token's text in the file (a token in the source).
  private func offset(of text: SyntaxText) -> Int? {
    guard let sourceStart, let address = text.baseAddress else { return nil }
    return address - sourceStart
  }

  /// Where the node's text starts, after its leading trivia; nil when it has no token in the source.
  private func start(of node: RawNode) -> Int? {
    node.firstTokenText.flatMap(offset(of:))
  }

  /// Where the node's text ends, before its trailing trivia; nil when it has no token in the source.
  private func end(of node: RawNode) -> Int? {
    node.lastTokenText.flatMap { text in offset(of: text).map { $0 + text.count } }
  }

  /// Where the child in `slot` of `parent` starts. One that has no token in the source (a name the parser had to
  /// invent) starts where the text before it ends, as the tree counts positions: at the parent's start, with
  /// its leading trivia, plus the length of the slots before it.
  private func start(ofSlot slot: Int, in parent: RawNode) -> Int? {
    if let child = parent.child(slot), let start = start(of: child) { return start }
    guard let parentStart = start(of: parent), let children = parent.raw.layoutView?.children else { return nil }
    var position = parentStart - parent.raw.leadingTriviaByteLength
    for index in 0..<min(slot, children.count) { position += children[index]?.byteLength ?? 0 }
    return position
  }

  // MARK: The walk

  /// `call` is the call whose called expression `node` is, if it is one.
  private mutating func visit(_ node: RawNode, callee call: RawNode?) {
    switch node.kind {
    case .token:
      return
    // Nodes made of tokens only: nothing to walk into, unless the tree has syntax errors.
    case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .stringSegment,
      .identifierPattern, .wildcardPattern, .declModifier, .assignmentExpr, .superExpr, .discardAssignmentExpr:
      if hasError { visitChildren(node) }
    case .binaryOperatorExpr:
      if !openFunctions.isEmpty, Self.isLogicalOperator(node) { addDecisionPoint() }
      if hasError { visitChildren(node) }
    // Decision points (see `FunctionFact.cyclomaticComplexity`), then their children like any node's.
    case .ifExpr, .guardStmt, .whileStmt, .repeatStmt, .catchClause, .switchCaseLabel, .matchingPatternCondition,
      .enumCaseDecl, .unresolvedTernaryExpr, .ternaryExpr:
      if !openFunctions.isEmpty { addDecisionPoint() }
      visitChildren(node)
    case .forStmt:
      // `for case let x? in xs` is two: the loop and the pattern.
      if !openFunctions.isEmpty {
        addDecisionPoint()
        if node.child(9)?.isPresentToken ?? false { addDecisionPoint() }
      }
      visitChildren(node)
    case .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl, .accessorDecl:
      visitFunction(node)
    case .ifConfigDecl:
      visitIfConfig(node)
    case .importDecl:
      visitImport(node)
    case .classDecl:
      visitType(node, kind: .class)
    case .structDecl:
      visitType(node, kind: .struct)
    case .enumDecl:
      visitType(node, kind: .enum)
    case .actorDecl:
      visitType(node, kind: .actor)
    case .protocolDecl:
      visitType(node, kind: .protocol)
    case .extensionDecl:
      visitType(node, kind: .extension)
    case .declReferenceExpr:
      visitReference(node, callee: call)
    case .memberAccessExpr:
      visitMemberAccess(node, callee: call)
    case .functionCallExpr:
      // The called expression (slot 1) learns that it is called, for `present(_:animated:)` and the like; then
      // the arguments, the trailing closure and the additional ones.
      if hasError {
        visitChildren(node, callee: node, inSlot: 1)
      } else {
        if let called = node.child(1) { visit(called, callee: node) }
        visitSlots(node, 5, 9, 11)
      }
    case .identifierType:
      let name = node.child(3)!.tokenText
      if Self.isTypeLike(name) {
        addReference(name)
        recordTypeUse(name, at: node)
      }
      // Only generic arguments (`Array<Item>`) can hold more.
      if hasError {
        visitChildren(node)
      } else if let generics = node.child(5) {
        visit(generics, callee: nil)
      }
    case .memberType:
      // `Outer.Inner` names the nested type, not `Outer`: the qualifiers are not references of their own (a view
      // controller's `Action` enum is no use of the view controller). Their generic arguments are.
      if let name = Self.dottedTypeName(ofType: node.raw) {
        addDottedReference(name)
        visitQualifiedType(node)
      } else {
        visitChildren(node)
      }
    case .attribute:
      let name = text(of: node.child(3)!)
      if let family = APICatalog.sideEffectAttributes[name] {
        record(.sideEffect, family, "@\(name)", at: node)
      }
      visitChildren(node)
    case .keyPathPropertyComponent:
      let name = node.child(1)!.child(3)!.tokenText
      memberTexts.insert(name)
      if let family = APICatalog.sideEffectKeyPaths[String(syntaxText: name)] {
        record(.sideEffect, family, "\\.\(name)", at: node)
      }
      visitChildren(node)
    // The most common nodes around code: only the slots that hold nodes, sparing the walk their tokens.
    case .codeBlock, .memberBlock, .typeAnnotation, .initializerClause, .returnStmt, .tupleExpr:
      visitSlots(node, 3)
    case .codeBlockItem, .memberBlockItem, .arrayElement:
      visitSlots(node, 1)
    case .patternBinding:
      // `let sheet = UIAlertController(...)`: slots pattern 1, initializer 5 (its value 3), the call's callee 1,
      // the reference's name 3.
      if !openFunctions.isEmpty, let pattern = node.child(1), pattern.kind == .identifierPattern,
        let callee = node.child(5)?.child(3)?.child(1), callee.kind == .declReferenceExpr,
        callee.child(3)?.tokenText == APICatalog.alertClassText
      {
        alertLocals.insert(String(syntaxText: pattern.child(1)!.tokenText))
      }
      visitChildren(node)
    case .sequenceExpr:
      if !openTypes.isEmpty { recordClosureAssignments(in: node) }
      if let elements = node.child(1), Self.binaryOperatorCount(elements) >= TypeCheckingLoad.operatorChainOperators {
        typeChecking.operatorChains += 1
      }
      visitSlots(node, 1)
    case .arrayExpr:
      if let elements = node.child(3), elements.raw.layoutView?.children.count ?? 0 >= TypeCheckingLoad.longLiteralElements {
        typeChecking.longLiterals += 1
      }
      visitChildren(node)
    case .dictionaryExpr:
      // The content is a list of elements, or the `:` of `[:]`.
      if let content = node.child(3), content.kind == .dictionaryElementList,
        content.raw.layoutView?.children.count ?? 0 >= TypeCheckingLoad.longLiteralElements
      {
        typeChecking.longLiterals += 1
      }
      visitChildren(node)
    case .genericArgumentClause:
      genericDepth += 1
      if genericDepth == TypeCheckingLoad.deepGenericDepth { typeChecking.deepGenerics += 1 }
      visitChildren(node)
      genericDepth -= 1
    case .labeledExpr, .stringLiteralExpr:
      visitSlots(node, 5)
    case .expressionSegment:
      visitSlots(node, 7)
    case .closureExpr:
      // Signature slot 3; its return clause slot 9.
      if node.child(3)?.child(9) == nil {
        typeChecking.untypedClosures += 1
        if AssigningInitializer.isConstant(statements: node.child(5)) { typeChecking.constantClosures += 1 }
      }
      visitSlots(node, 3, 5)
    case .infixOperatorExpr:
      visitSlots(node, 1, 3, 5)
    default:
      visitChildren(node)
    }
  }

  /// The binary operators among a sequence expression's elements (`=`, `as`, `is` and the ternary are other
  /// kinds).
  private static func binaryOperatorCount(_ elements: RawNode) -> Int {
    var count = 0
    for element in elements.children where element.kind == .binaryOperatorExpr { count += 1 }
    return count
  }

  /// Visits the children in the given layout slots (in source order), the ones that can hold nodes, or every
  /// child in a tree with syntax errors. (Fixed arities: a variadic list would allocate an array per node.)
  private mutating func visitSlots(_ node: RawNode, _ slot: Int) {
    if hasError { return visitChildren(node) }
    guard let layout = node.raw.layoutView else { return }
    if let child = layout.children[slot] { visit(RawNode(raw: child), callee: nil) }
  }

  private mutating func visitSlots(_ node: RawNode, _ first: Int, _ second: Int) {
    if hasError { return visitChildren(node) }
    guard let layout = node.raw.layoutView else { return }
    let children = layout.children
    if let child = children[first] { visit(RawNode(raw: child), callee: nil) }
    if let child = children[second] { visit(RawNode(raw: child), callee: nil) }
  }

  private mutating func visitSlots(_ node: RawNode, _ first: Int, _ second: Int, _ third: Int) {
    if hasError { return visitChildren(node) }
    guard let layout = node.raw.layoutView else { return }
    let children = layout.children
    if let child = children[first] { visit(RawNode(raw: child), callee: nil) }
    if let child = children[second] { visit(RawNode(raw: child), callee: nil) }
    if let child = children[third] { visit(RawNode(raw: child), callee: nil) }
  }

  private mutating func visitChildren(_ node: RawNode) {
    guard let layout = node.raw.layoutView else { return }
    for child in layout.children {
      if let child { visit(RawNode(raw: child), callee: nil) }
    }
  }

  /// Visits a dotted type's parts without recording the names along its chain of qualifiers (slot 1 of a member
  /// type is its base): their generic arguments, and anything unexpected, are visited as usual.
  private mutating func visitQualifiedType(_ node: RawNode) {
    guard let layout = node.raw.layoutView else { return }
    for (index, child) in layout.children.enumerated() {
      guard let child else { continue }
      let part = RawNode(raw: child)
      if node.kind == .memberType, index == 1, part.kind == .memberType || part.kind == .identifierType {
        visitQualifiedType(part)
      } else {
        visit(part, callee: nil)
      }
    }
  }

  /// Visits every child, telling the one in `slot` that it is called by `call`.
  private mutating func visitChildren(_ node: RawNode, callee call: RawNode, inSlot slot: Int) {
    guard let layout = node.raw.layoutView else { return }
    for (index, child) in layout.children.enumerated() {
      if let child { visit(RawNode(raw: child), callee: index == slot ? call : nil) }
    }
  }

  // MARK: #if

  /// Each clause's code is walked under its condition; the conditions themselves name no types.
  private mutating func visitIfConfig(_ node: RawNode) {
    guard hasError else { return visitClauses(of: node) }
    // Code the parser could not place, before the clauses (slot 0) and after them (slots 2 and 4), is walked
    // under no condition.
    if let unexpected = node.child(0) { visit(unexpected, callee: nil) }
    visitClauses(of: node)
    if let unexpected = node.child(2) { visit(unexpected, callee: nil) }
    if let unexpected = node.child(4) { visit(unexpected, callee: nil) }
  }

  private mutating func visitClauses(of node: RawNode) {
    guard let clauses = node.child(1)?.childArray else { return }
    // `#else` holds when none of the other clauses did.
    let others = clauses.compactMap { $0.child(3).map(text(of:)) }
    var earlier: [String] = []
    for clause in clauses {
      if let condition = clause.child(3) {
        let own = text(of: condition)
        // `#elseif B` after `#if A` holds when B does and A did not.
        conditions.append(ImportFact.elseIfCondition(own, after: earlier))
        earlier.append(own)
      } else {
        conditions.append(others.isEmpty ? "else" : "!(\(others.joined(separator: " || ")))")
      }
      if let elements = clause.child(5) { visit(elements, callee: nil) }
      conditions.removeLast()
    }
  }

  // MARK: Imports

  private mutating func visitImport(_ node: RawNode) {
    let path = node.child(9)?.children.compactMap { $0.child(1).map { String(syntaxText: $0.tokenText) } } ?? []
    let attributes = node.child(1)?.children.compactMap { attribute -> String? in
      attribute.kind == .attribute ? String(text(of: attribute).dropFirst()) : nil
    }
    imports.append(
      ImportFact(
        module: path.first ?? "",
        path: path,
        attributes: attributes ?? [],
        accessLevel: node.child(3).flatMap(Self.accessLevel(in:)),
        scopeKind: node.child(7).flatMap { ImportFact.ScopeKind(rawValue: String(syntaxText: $0.tokenText)) },
        condition: conditions.isEmpty ? nil : conditions.joined(separator: " && "),
        position: lines.position(of: start(of: node) ?? 0)
      ))
  }

  // MARK: Functions and complexity

  /// A function-like declaration: one with a body opens a function for the walk of its children (signature
  /// included, so a ternary in a default value counts, as in lizard); one without is walked like any node.
  private mutating func visitFunction(_ node: RawNode) {
    // A file-scope `func` another module can call (slots: modifiers 3, name 7).
    if node.kind == .functionDecl, openTypes.isEmpty, openFunctions.isEmpty,
      let level = node.child(3).flatMap(Self.accessLevel(in:)), [.public, .open, .package].contains(level),
      let name = node.child(7), name.isPresentToken
    {
      publicFunctionNames.insert(String(syntaxText: name.tokenText))
    }
    guard let (function, resource) = functionHead(of: node) else { return visitChildren(node) }
    if openFunctions.isEmpty { alertLocals = [] }
    if case .forwards(let callee) = resource { resourceForwards.append((functions.count, callee)) }
    openFunctions.append(functions.count)
    functions.append(function)
    visitChildren(node)
    openFunctions.removeLast()
  }

  /// The fact of a function-like declaration with a body, complexity 1 (the walk adds the decision points), and
  /// whether a function's or getter's body hands out a bundle's resource (`ResourceAccessor`); nil for one without a
  /// body, and for the accessors lizard does not take for functions (`_read`, `_modify`, ...).
  private func functionHead(of node: RawNode) -> (FunctionFact, ResourceAccessor.Body)? {
    // Slots: the introducing keyword 5 in all five kinds; the name 7 (`func`); the signature 11 (`func`, `init`),
    // whose parameter clause is 1 and its list 3, its return clause 5 and that clause's type 3; the parameter
    // clause 9 (`subscript`); the parameter 7 (accessors); the body 15 (`func`, `init`), 9 (`deinit`), 11
    // (accessors); the accessor block 15 (`subscript`).
    let kind: FunctionFact.Kind
    let body: RawNode?
    var parameters: RawNode?
    switch node.kind {
    case .functionDecl:
      (kind, body, parameters) = (.function, node.child(15), node.child(11)?.child(1)?.child(3))
    case .initializerDecl:
      (kind, body, parameters) = (.initializer, node.child(15), node.child(11)?.child(1)?.child(3))
    case .deinitializerDecl:
      (kind, body) = (.deinitializer, node.child(9))
    case .subscriptDecl:
      (kind, parameters) = (.subscript, node.child(9)?.child(3))
      body = node.child(15).flatMap { Self.accessorBlockHasBody($0) ? $0 : nil }
    default:
      guard let specifier = node.child(5), Self.isFunctionAccessor(specifier) else { return nil }
      (kind, body) = (.accessor, node.child(11))
      // An `init` accessor's `(initialValue)` is a parameter to lizard; `set(newValue)`'s is not.
      if specifier.tokenText == "init" { parameters = node.child(7) }
    }
    guard let body else { return nil }
    let parameterCount =
      kind == .accessor ? (parameters == nil ? 0 : 1) : (parameters?.raw.layoutView?.children.count ?? 0)
    let name: String
    switch kind {
    case .function: name = String(syntaxText: node.child(7)?.tokenText ?? "")
    case .initializer: name = "init"
    case .deinitializer: name = "deinit"
    case .subscript: name = "subscript"
    case .accessor: name = String(syntaxText: node.child(5)!.tokenText)
    }
    let keyword = start(ofSlot: 5, in: node) ?? 0
    let nameStart = kind == .function ? start(ofSlot: 7, in: node) : nil
    let resource =
      kind == .function || (kind == .accessor && name == "get")
      ? ResourceAccessor.read(statements: body.child(3)) : .other
    let fact = FunctionFact(
      name: name,
      kind: kind,
      enclosingType: openTypes.last?.name,
      startLine: lines.line(of: keyword),
      endLine: lines.line(of: max(keyword, (end(of: body) ?? keyword) - 1)),
      parameterCount: parameterCount,
      position: lines.position(of: nameStart ?? keyword),
      onlyAssigns: kind == .initializer && AssigningInitializer.onlyAssigns(body: body),
      returnsAConstant: kind == .function && AssigningInitializer.isConstant(statements: body.child(3)),
      returnsABundleResource: resource == .bundleResource,
      returnType: kind == .function ? node.child(11)?.child(5)?.child(3).map(text(of:)) : nil
    )
    return (fact, resource)
  }

  /// The accessors lizard takes for functions, by their keyword: the others (`_read`, `_modify`, the addressors)
  /// are code of the declaration around them.
  private static func isFunctionAccessor(_ specifier: RawNode) -> Bool {
    switch specifier.tokenText {
    case "get", "set", "willSet", "didSet", "init": true
    default: false
    }
  }

  /// Whether a subscript's accessor block (slot 3: a getter's statements, or accessors) holds code: a protocol's
  /// `{ get set }` does not.
  private static func accessorBlockHasBody(_ block: RawNode) -> Bool {
    guard let accessors = block.child(3) else { return false }
    guard accessors.kind == .accessorDeclList else { return true }
    return accessors.children.contains { $0.child(11) != nil }
  }

  /// `&&` or `||`, compared as bytes.
  private static func isLogicalOperator(_ node: RawNode) -> Bool {
    guard let token = node.child(1)?.raw.tokenView, token.presence == .present else { return false }
    let text = token.rawText
    guard text.count == 2, text[0] == text[1] else { return false }
    return text[0] == UInt8(ascii: "&") || text[0] == UInt8(ascii: "|")
  }

  private mutating func addDecisionPoint() {
    functions[openFunctions[openFunctions.count - 1]].cyclomaticComplexity += 1
  }

  // MARK: Type declarations

  private mutating func visitType(_ node: RawNode, kind: TypeFact.Kind) {
    // Slots: attributes 1, modifiers 3, name (or extended type) 7; then generic parameters 9 (class, struct,
    // enum, actor) or the inheritance clause 9 (extension); the member block last.
    let nameNode = node.child(7)!
    let name = kind == .extension ? text(of: nameNode) : String(syntaxText: nameNode.tokenText)
    let hasGenerics = kind != .extension && kind != .protocol
    let inheritance = node.child(kind == .extension ? 9 : 11)
    let memberBlock = node.child(kind == .extension ? 13 : 15)
    // Extensions are file-scope only, so only nested declarations get a qualified name.
    let qualified = kind == .extension ? name : (openTypes.last.map { "\($0.name).\(name)" } ?? name)

    var counts = TypeFact.MemberCounts()
    var properties: [PropertyFact] = []
    var memberNames: [String] = []
    var publicMemberNames: [String] = []
    let modifiers = node.child(3)
    let access = modifiers.flatMap(Self.accessLevel(in:))
    // What another module sees: a member declared public or open, or one with no access level in a public extension.
    func isPublic(_ member: RawNode) -> Bool {
      switch member.child(3).flatMap(Self.accessLevel(in:)) {
      case .public?, .open?: return true
      case nil: return kind == .extension && (access == .public || access == .open)
      default: return false
      }
    }
    for member in memberBlock.map(Self.members(of:)) ?? [] {
      switch member.kind {
      case .variableDecl:
        let bindings = member.child(7)?.childArray ?? []
        counts.properties += bindings.count
        properties += storedProperties(of: member, bindings: bindings)
        for binding in bindings {
          if let pattern = binding.child(1), pattern.kind == .identifierPattern {
            memberNames.append(Self.unescaped(String(syntaxText: pattern.child(1)!.tokenText)))
            if isPublic(member) { publicMemberNames.append(memberNames.last!) }
          }
        }
      case .functionDecl:
        counts.methods += 1
        memberNames.append(Self.unescaped(String(syntaxText: member.child(7)!.tokenText)))
        if isPublic(member) { publicMemberNames.append(memberNames.last!) }
      case .initializerDecl:
        counts.initializers += 1
      case .classDecl, .structDecl, .enumDecl, .protocolDecl, .actorDecl:
        counts.nestedTypes += 1
      default:
        break
      }
    }
    // A declaration starts with its keyword at the latest, and the parser makes one only for a keyword it read.
    let declStart = start(of: node) ?? 0
    let fact = TypeFact(
      name: qualified,
      kind: kind,
      accessLevel: access,
      attributes: node.child(1).map(attributeNames(in:)) ?? [],
      inherits: inheritance?.child(3)?.children.compactMap { $0.child(1).map(text(of:)) } ?? [],
      genericParameters: hasGenerics
        ? (node.child(9)?.child(3)?.children.map { String(syntaxText: $0.child(5)!.tokenText) } ?? []) : [],
      isFinal: modifiers?.children.contains { $0.child(1)?.isKeyword("final") ?? false } ?? false,
      properties: properties,
      memberCounts: counts,
      position: lines.position(of: start(ofSlot: 7, in: node) ?? 0),
      startLine: lines.line(of: declStart),
      endLine: lines.line(of: max(declStart, (end(of: node) ?? declStart) - 1)),
      memberNames: Self.sortedUnique(memberNames),
      publicMemberNames: Self.sortedUnique(publicMemberNames)
    )
    openTypes.append(OpenType(index: types.count, name: qualified))
    types.append(fact)
    visitChildren(node)
    closeType()
  }

  /// `target = { ... }` in a sequence (`a.b = { }` is not folded into an operator tree yet), when the closure
  /// captures `self` strongly: the innermost open type's `selfCapturingClosures`.
  private mutating func recordClosureAssignments(in sequence: RawNode) {
    guard let elements = sequence.child(1)?.childArray, elements.count >= 3 else { return }
    for index in 1..<(elements.count - 1)
    where elements[index].kind == .assignmentExpr && elements[index + 1].kind == .closureExpr {
      let target = elements[index - 1]
      guard target.kind == .memberAccessExpr || target.kind == .declReferenceExpr else { continue }
      let closure = elements[index + 1]
      // Slots: signature 3 (its capture clause 3), statements 5.
      let captureList = closure.child(3)?.child(3).map(text(of:))
      let body = closure.child(5).map(text(of:)) ?? ""
      guard SelfCapture.isStrong(captureList: captureList, body: body), let start = start(of: target) else { continue }
      types[openTypes[openTypes.count - 1].index].selfCapturingClosures.append(
        ClosureAssignment(target: SelfCapture.target(text(of: target)), position: lines.position(of: start)))
    }
  }

  private mutating func closeType() {
    guard let open = openTypes.popLast() else { return }
    let generics = types[open.index].genericParameters
    // Dotted names and single names cannot be equal: both lists are free of duplicates already.
    var references = open.references.strings + open.dottedReferences
    if !generics.isEmpty { references.removeAll { generics.contains($0) } }
    types[open.index].references = references.sorted()
  }

  private static func sortedUnique(_ names: [String]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(names.count)
    for name in names.sorted() where result.last != name { result.append(name) }
    return result
  }

  /// Direct members, looking through `#if` blocks.
  private static func members(of block: RawNode) -> [RawNode] {
    var result: [RawNode] = []
    func collect(_ list: RawNode) {
      for item in list.children {
        guard let decl = item.child(1) else { continue }
        if decl.kind == .ifConfigDecl {
          for clause in decl.child(1)?.childArray ?? [] {
            if let elements = clause.child(5), elements.kind == .memberBlockItemList { collect(elements) }
          }
        } else {
          result.append(decl)
        }
      }
    }
    if let list = block.child(3) { collect(list) }
    return result
  }

  private func storedProperties(of variable: RawNode, bindings: [RawNode]) -> [PropertyFact] {
    let attributes = variable.child(1).map(attributeNames(in:)) ?? []
    var ownership: PropertyFact.Ownership?
    var isStatic = false
    for modifier in variable.child(3)?.children ?? RawNode.Children(buffer: nil) {
      guard let name = modifier.child(1) else { continue }
      if name.isKeyword("weak") {
        ownership = .weak
      } else if name.isKeyword("unowned") {
        ownership = .unowned
      } else if name.isKeyword("static") || name.isKeyword("class") {
        isStatic = true
      }
    }
    let isConstant = variable.child(5)?.isKeyword("let") ?? false
    var result: [PropertyFact] = []
    for (index, binding) in bindings.enumerated() {
      guard Self.isStored(binding), let pattern = binding.child(1), pattern.kind == .identifierPattern else { continue }
      // `var a, b: Int`: the annotation on a later binding types the earlier ones that have no initialiser.
      var type = binding.child(3).flatMap { $0.child(3) }.map(text(of:))
      if type == nil && binding.child(5) == nil {
        type = bindings[(index + 1)...].lazy.compactMap { $0.child(3)?.child(3).map(self.text(of:)) }.first
      }
      result.append(
        PropertyFact(
          name: String(syntaxText: pattern.child(1)!.tokenText),
          type: type,
          inferredType: binding.child(5)?.child(3).flatMap(constructedType(in:)),
          attributes: attributes,
          ownership: ownership,
          isStatic: isStatic,
          isConstant: isConstant,
          line: lines.line(of: start(ofBinding: index, in: variable))
        ))
    }
    return result
  }

  /// Where a binding starts. One with no token in the source starts where the text before it ends: after the
  /// bindings before it, or where the list of bindings (slot 7) starts if none of them has any either.
  private func start(ofBinding index: Int, in variable: RawNode) -> Int {
    guard let list = variable.child(7) else { return start(of: variable) ?? 0 }
    return start(ofSlot: index, in: list) ?? start(ofSlot: 7, in: variable) ?? 0
  }

  /// Stored unless it has a getter (observers alone keep a property stored).
  private static func isStored(_ binding: RawNode) -> Bool {
    guard let accessors = binding.child(7)?.child(3) else { return true }
    guard accessors.kind == .accessorDeclList else { return false }
    return accessors.children.allSatisfy { accessor in
      guard let specifier = accessor.child(5) else { return false }
      return specifier.isKeyword("willSet") || specifier.isKeyword("didSet")
    }
  }

  /// `Foo()`, `Foo.Bar()`, `Foo<Int>()`, `Foo.init()`: the type being constructed.
  private func constructedType(in expression: RawNode) -> String? {
    guard expression.kind == .functionCallExpr, var called = expression.child(1) else { return nil }
    if called.kind == .memberAccessExpr, called.child(5)?.child(3)?.isKeyword("init") ?? false {
      guard let base = called.child(1) else { return nil }
      called = base
    }
    if called.kind == .genericSpecializationExpr {
      guard let generic = called.child(1) else { return nil }
      return Self.dottedTypeName(ofExpression: generic.raw) != nil ? text(of: called) : nil
    }
    return Self.dottedTypeName(ofExpression: called.raw)
  }

  private static func accessLevel(in modifiers: RawNode) -> AccessLevel? {
    for modifier in modifiers.children where modifier.child(3) == nil {
      guard let name = modifier.child(1), name.raw.tokenView?.rawKind == .keyword else { continue }
      switch name.tokenText {
      case "open": return .open
      case "public": return .public
      case "package": return .package
      case "internal": return .internal
      case "fileprivate": return .fileprivate
      case "private": return .private
      default: continue
      }
    }
    return nil
  }

  private func attributeNames(in attributes: RawNode) -> [String] {
    attributes.children.compactMap { $0.kind == .attribute ? $0.child(3).map(text(of:)) : nil }
  }

  // MARK: References

  private mutating func addReference(_ name: SyntaxText) {
    if openTypes.isEmpty {
      topLevelTexts.insert(name)
    } else {
      openTypes[openTypes.count - 1].references.insert(name)
    }
  }

  private mutating func addDottedReference(_ name: String) {
    if openTypes.isEmpty {
      topLevelDotted.insert(name)
    } else {
      openTypes[openTypes.count - 1].dottedReferences.insert(name)
    }
  }

  /// `Foo`, `foo`, `present(...)`: a name used as a value.
  private mutating func visitReference(_ node: RawNode, callee call: RawNode?) {
    let name = node.child(3)!.tokenText
    if Self.isTypeLike(name) {
      addReference(name)
      recordTypeUse(name, at: node)
    } else if let call {
      // Not `Self(...)`, nor a name the parser had to invent.
      if name.count > 0, name != "Self", node.child(3)!.isPresentToken { calledTexts.insert(name) }
      recordCall(name, call: call, base: nil, at: node)
    }
    // Its children are tokens (`name`, `name(label:)`), but in a tree with syntax errors unexpected code too.
    if hasError { visitChildren(node) }
  }

  /// `base.name`, `.name`: the name is a member; the base is walked like any expression.
  private mutating func visitMemberAccess(_ node: RawNode, callee call: RawNode?) {
    let declName = node.child(5)!
    let name = declName.child(3)!.tokenText
    memberTexts.insert(name)
    let base = node.child(1)
    if Self.isTypeLike(name), let base, let baseName = Self.dottedTypeName(ofExpression: base.raw) {
      addDottedReference("\(baseName).\(name)")
    }
    if let call {
      if APICatalog.swiftUINavigationModifierTexts.contains(name) {
        record(.navigation, "SwiftUI", String(syntaxText: name), at: declName)
      } else {
        recordCall(name, call: call, base: base, at: declName)
        recordNotification(name, call: call, base: base, at: declName)
      }
    }
    guard hasError else {
      if let base {
        let outer = namesANotification
        namesANotification = call == nil && name.hasSuffix(Self.notificationSuffix)
        visit(base, callee: nil)
        namesANotification = outer
      }
      return
    }
    // Every child in a tree with syntax errors: the name is no reference, but unexpected code in it is walked.
    guard let layout = node.raw.layoutView else { return }
    for (slot, child) in layout.children.enumerated() {
      guard let child else { continue }
      if slot == 5 { visitChildren(RawNode(raw: child)) } else { visit(RawNode(raw: child), callee: nil) }
    }
  }

  // MARK: API uses

  /// Records an API use where `node` starts (found only now: most names are no API use); a node with no token in
  /// the source (made only of missing tokens) records nothing.
  private mutating func record(_ category: APIUse.Category, _ family: String, _ api: String, at node: RawNode) {
    guard let offset = start(of: node) else { return }
    apiUses.append(
      APIUse(category: category, family: family, api: api, enclosingType: openTypes.last?.name, position: lines.position(of: offset)))
  }

  private mutating func recordTypeUse(_ name: SyntaxText, at node: RawNode) {
    // Most names are neither: a set of `SyntaxText` answers without making a string.
    guard APICatalog.typeUseTexts.contains(name), !namesANotification else { return }
    let string = String(syntaxText: name)
    if APICatalog.swiftUINavigationTypes.contains(string) {
      record(.navigation, "SwiftUI", string, at: node)
    } else if let family = APICatalog.sideEffectTypes[string] {
      record(.sideEffect, family, string, at: node)
    }
  }

  private mutating func recordCall(_ name: SyntaxText, call: RawNode, base: RawNode?, at node: RawNode) {
    if APICatalog.uiKitNavigationCallTexts.contains(name) {
      record(.navigation, "UIKit", String(syntaxText: name), at: node)
    } else if APICatalog.labelledNavigationCallTexts.contains(name) {
      let string = String(syntaxText: name)
      let firstArgument = call.child(5)?.children.first(where: { _ in true })?.child(5).map { text(of: $0) }
      if let family = APICatalog.labelledNavigation(
        string, labels: Self.labels(of: call), hasTrailingClosure: call.child(9) != nil,
        receiver: base.map { text(of: $0) }, firstArgument: firstArgument, alertLocals: alertLocals)
      {
        record(.navigation, family, string, at: node)
      }
    } else if name.hasPrefix(APICatalog.sqliteFunctionPrefixText) {
      record(.sideEffect, "sqlite", String(syntaxText: name), at: node)
    }
  }

  private mutating func recordNotification(_ name: SyntaxText, call: RawNode, base: RawNode?, at node: RawNode) {
    guard APICatalog.notificationCallTexts.contains(name) else { return }
    var onNotificationCenter = false
    if let base, let start = start(of: base), let end = end(of: base), start <= end {
      onNotificationCenter = containsNotificationCenter(start..<end)
    }
    let use = APICatalog.notificationUse(
      String(syntaxText: name), labels: Self.labels(of: call), onNotificationCenter: onNotificationCenter)
    if let use { record(.notification, use.family, use.api, at: node) }
  }

  /// Whether the file's bytes in `range` spell `NotificationCenter` in any case (`NotificationCenter.default`,
  /// `notificationCenter`), compared byte by byte rather than lower-casing a string.
  private func containsNotificationCenter(_ range: Range<Int>) -> Bool {
    let word = Self.notificationCenter
    let end = min(range.upperBound, bytes.count)
    guard range.lowerBound >= 0, end - range.lowerBound >= word.count else { return false }
    for start in range.lowerBound...(end - word.count) {
      var matched = true
      for (offset, letter) in word.enumerated() {
        var byte = bytes[start + offset]
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
        if byte != letter {
          matched = false
          break
        }
      }
      if matched { return true }
    }
    return false
  }

  private static let notificationCenter = Array("notificationcenter".utf8)
  private static let notificationSuffix = TextLookup.permanentText("Notification")

  // MARK: Names

  /// The argument labels of a call (slot 5, its argument list), nil for unlabelled arguments.
  private static func labels(of call: RawNode) -> [String?] {
    call.child(5)?.children.map { argument in argument.child(1).map { String(syntaxText: $0.tokenText) } } ?? []
  }

  /// `Foo` or `Foo.Bar` when every component is capitalised, so it names a type rather than a value.
  private static func dottedTypeName(ofExpression node: RawSyntax) -> String? {
    if let reference = RawDeclReferenceExprSyntax(node) {
      let name = reference.baseName.tokenView.rawText
      return isTypeLike(name) ? String(syntaxText: name) : nil
    }
    if let member = RawMemberAccessExprSyntax(node), let base = member.base,
      let baseName = dottedTypeName(ofExpression: base.raw)
    {
      let name = member.declName.baseName.tokenView.rawText
      return isTypeLike(name) ? "\(baseName).\(name)" : nil
    }
    return nil
  }

  /// `Foo` or `Foo.Bar` as a type, whatever the case of its components.
  private static func dottedTypeName(ofType node: RawSyntax) -> String? {
    if let identifier = RawIdentifierTypeSyntax(node) {
      return String(syntaxText: identifier.name.tokenView.rawText)
    }
    if let member = RawMemberTypeSyntax(node), let base = dottedTypeName(ofType: member.baseType.raw) {
      return "\(base).\(member.name.tokenView.rawText)"
    }
    return nil
  }

  /// A declared name as uses write it: `` `do` `` (Then's method) is called as `.do { }`.
  static func unescaped(_ name: String) -> String {
    name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }

  /// Type names start with a capital letter (after any `_` or backtick); `Self` is not a name to resolve.
  static func isTypeLike(_ name: SyntaxText) -> Bool {
    var index = 0
    while index < name.count && (name[index] == UInt8(ascii: "_") || name[index] == UInt8(ascii: "`")) {
      index += 1
    }
    guard index < name.count, name[index] >= UInt8(ascii: "A") && name[index] <= UInt8(ascii: "Z") else { return false }
    return name != "Self"
  }
}
