import Foundation
import PlumbModel
import SwiftParser
import SwiftSyntax

/// Evaluates the top-level code of a Package.swift over its syntax tree, without compiling or running it.
///
/// It understands the subset of Swift that manifests are written in: constants and arrays, `+` and `+=`,
/// `append`, `map`/`compactMap`/`flatMap`/`filter` with closures, string interpolation, helper functions and
/// computed properties that return a value, static members declared in extensions, enums with raw values,
/// `if`/`#if`, and `for` loops over the package's targets. Everything else becomes `.unknown` plus a warning,
/// and the rest of the manifest is still read.
final class ManifestEvaluator {
  let file: String
  let converter: SourceLocationConverter
  let conditions: CompilationConditions
  var diagnostics: [Diagnostic] = []
  var isIncomplete = false
  /// `#if` branches for an Apple platform not taken here (`#if os(macOS)` read on Linux): what Xcode reads on a Mac
  /// and this reading does not, so what they may declare is unknown.
  var applePlatformBranches: [Location] = []

  let globals: ManifestScope
  /// Where a package made by `_ = Package(...)` is kept: a name no Swift variable can have.
  static let discardedPackage = "_ (discarded)"
  /// Top-level functions by name, and static members of types and extensions by type, then member name.
  private var functions: [String: [FunctionDeclSyntax]] = [:]
  private var typeMembers: [String: [String: MemberDeclaration]] = [:]
  /// Every overload of each static function, by type then name (`typeMembers` keeps one member per name).
  private var typeFunctions: [String: [String: [FunctionDeclSyntax]]] = [:]
  private var enumCases: [String: [(name: String, rawValue: String?)]] = [:]
  /// The associated values each enum case declares (`case shared(ui: Bool = false)`), by enum, then case.
  private var caseParameters: [String: [String: EnumCaseParameterClauseSyntax]] = [:]
  /// The static functions each protocol the manifest declares requires, by protocol: in an extension of the protocol,
  /// `.define(...)` calls the conforming type's own method (PackageDescription's, for `CSetting`), not the extension's.
  private var protocolRequirements: [String: Set<String>] = [:]
  /// What each enum, struct or class the manifest declares conforms to, as written (`Modulable` of
  /// `enum Core: String, Modulable`): a protocol extension's computed properties are the type's too.
  private var conformances: [String: [String]] = [:]
  /// The initialisers of structs and classes the manifest (or a helper) declares, by type.
  private var typeInitializers: [String: [InitializerDeclSyntax]] = [:]
  /// The structs and classes the manifest (or its ProjectDescriptionHelpers) declares: their values are calls of the
  /// type's name whose arguments are the stored properties, and their instance methods run on such a value.
  private var declaredStructs: Set<String> = []
  /// Every type the manifest (or its ProjectDescriptionHelpers) declares (enums, structs, classes, protocols), as
  /// opposed to the types it only extends (ProjectDescription's `ConfigurationName`).
  private var declaredTypes: Set<String> = []
  /// Top-level variables, so a name used before its declaration (or a computed one) can still be evaluated.
  private(set) var globalDeclarations: [String: PatternBindingSyntax] = [:]
  private var evaluatingGlobals: Set<String> = []
  /// `private` top-level variables of helper files, by the file's tree, and their values once evaluated.
  private var filePrivateDeclarations: [SyntaxIdentifier: [String: PatternBindingSyntax]] = [:]
  private var filePrivateValues: [SyntaxIdentifier: [String: ManifestValue]] = [:]
  private var callDepth = 0
  /// How many `for` loops the statement being run is inside: an unlabelled `continue` only means something there.
  var loopDepth = 0
  var evaluationDepth = 0
  /// Expressions evaluated and statements executed so far: the work the linearity tests count.
  var steps = 0
  var reportedDepthLimit = false
  /// The steps a manifest may take: past them its evaluation stops with a warning rather than running on (a manifest
  /// of a few thousand targets takes some hundred thousand).
  var stepBudget = 5_000_000
  var reportedStepBudget = false
  var isOverBudget: Bool { steps >= stepBudget }
  /// Static members whose value is being evaluated, as `Type.name`: one asked for again before its value is known
  /// is not that member (Swift rejects a stored property defined by itself).
  private var evaluatingStaticMembers: Set<String> = []
  /// The values of stored static members (`static let`), as `Type.name`: Swift initialises each once.
  private var staticValues: [String: ManifestValue] = [:]
  /// The PackageDescription type the expression being evaluated must have, as far as the surrounding code says
  /// (`targets:` wants `Target`, a target's `dependencies:` wants `Target.Dependency`): Swift resolves `.core`
  /// by it, so the evaluator must too when two extensions declare the same shorthand.
  var expectedType: String?
  /// Evaluating a Tuist manifest (`Project.swift`) rather than a Package.swift: ProjectDescription's signatures
  /// give arguments their types, and helper files declare what the manifest calls.
  var isTuist = false
  /// Files other than `file` whose declarations the manifest sees (Tuist's `ProjectDescriptionHelpers`), by the
  /// identity of their syntax tree, so every location names the file it is written in.
  private var otherFiles: [SyntaxIdentifier: (file: String, converter: SourceLocationConverter)] = [:]

  func withExpectedType<T>(_ type: String?, _ body: () -> T) -> T {
    let saved = expectedType
    expectedType = type
    defer { expectedType = saved }
    return body()
  }

  /// `[Target.Dependency]?` → `Target.Dependency`; `Self` → the enclosing type.
  func elementType(_ type: TypeSyntax?, enclosingType: String?) -> String? {
    guard let type else { return nil }
    var text = type.trimmedDescription.replacingOccurrences(of: " ", with: "")
    text = text.trimmingCharacters(in: CharacterSet(charactersIn: "[]?!"))
    if text.hasPrefix("PackageDescription.") { text.removeFirst("PackageDescription.".count) }
    if text.hasPrefix("ProjectDescription.") { text.removeFirst("ProjectDescription.".count) }
    if text == "Self" { return enclosingType }
    return text.isEmpty ? nil : text
  }

  /// The type an argument of a PackageDescription call (or a ProjectDescription one, for Tuist) has.
  func argumentType(call: String, label: String?) -> String? {
    isTuist ? Self.tuistArgumentType(call: call, label: label) : Self.argumentType(call: call, label: label)
  }

  /// The type a ProjectDescription argument has: `Project(targets:)` → `Target`, a target's `dependencies:` →
  /// `TargetDependency`.
  static func tuistArgumentType(call: String, label: String?) -> String? {
    switch (call, label) {
    case ("Project", "targets"?), ("project", "targets"?): "Target"
    case ("Project", "packages"?), ("project", "packages"?): "Package"
    case ("Project", "schemes"?), ("project", "schemes"?): "Scheme"
    case ("Workspace", "projects"?): "Path"
    case ("target", "dependencies"?), ("Target", "dependencies"?): "TargetDependency"
    case ("target", "destinations"?), ("Target", "destinations"?): "Destinations"
    case ("target", "product"?), ("Target", "product"?): "Product"
    case ("target", "sources"?), ("Target", "sources"?): "SourceFilesList"
    // `.settings(base: .init().swiftVersion(...))`, a configuration's `settings:`: ProjectDescription's
    // `SettingsDictionary`.
    case ("settings", "base"?), ("debug", "settings"?), ("release", "settings"?): "SettingsDictionary"
    case (_, "settings"?): "Settings"
    default: nil
    }
  }

  /// The type a PackageDescription argument has: `Package(targets:)` → `Target`.
  static func argumentType(call: String, label: String?) -> String? {
    switch (call, label) {
    case ("Package", "targets"?): "Target"
    case ("Package", "products"?): "Product"
    case ("Package", "dependencies"?): "Package.Dependency"
    case ("Package", "platforms"?): "SupportedPlatform"
    case (_, "dependencies"?) where ManifestDecoder.targetKinds[call] != nil: "Target.Dependency"
    // Names are strings: `.core` in `library(name: .core, targets: [.core])` is a `String` member, not the product.
    case ("Package", "name"?), ("product", "name"?), ("product", "package"?), ("byName", "name"?): "String"
    case (_, "name"?) where ManifestDecoder.targetKinds[call] != nil || productFactories.contains(call): "String"
    case (_, "targets"?) where productFactories.contains(call): "String"
    default: nil
    }
  }

  /// PackageDescription's static functions that make a product.
  static let productFactories: Set<String> = ["library", "executable", "plugin"]

  /// PackageDescription's types whose static functions an extension of the type may call unqualified
  /// (`library(name:targets:)` in `extension Product`).
  static let packageDescriptionTypes: Set<String> = [
    "Product", "Target", "Target.Dependency", "Package.Dependency", "SupportedPlatform", "Resource", "CSetting",
    "CXXSetting", "SwiftSetting", "LinkerSetting", "TargetDependencyCondition", "BuildSettingCondition",
  ]

  /// Whether an unqualified call is a static function of the PackageDescription type whose extension it is written
  /// in, or of a type that encloses it there (`library(...)` in `extension Product`, `byName(...)` in an enum of
  /// `extension Target.Dependency`): the same call as `.library(...)`.
  func callsOwnFactory(in scope: ManifestScope) -> Bool {
    guard !isTuist, var owner = scope.enclosingType else { return false }
    if owner.hasPrefix("PackageDescription.") { owner.removeFirst("PackageDescription.".count) }
    var names = owner.split(separator: ".").map(String.init)
    while !names.isEmpty {
      if Self.packageDescriptionTypes.contains(names.joined(separator: ".")) { return true }
      names.removeLast()
    }
    return false
  }

  enum MemberDeclaration {
    case binding(PatternBindingSyntax)
    case function(FunctionDeclSyntax)
  }

  init(file: String, tree: SourceFileSyntax, conditions: CompilationConditions) {
    self.file = file
    self.converter = SourceLocationConverter(fileName: file, tree: tree)
    self.conditions = conditions
    self.globals = ManifestScope(parent: nil)
  }

  // MARK: Diagnostics

  func location(of node: some SyntaxProtocol) -> Location {
    let (file, converter) = source(of: node)
    let position = node.startLocation(converter: converter)
    return Location(file: file, line: position.line, column: position.column)
  }

  /// The file a node is written in, with its line table.
  private func source(of node: some SyntaxProtocol) -> (file: String, converter: SourceLocationConverter) {
    if !otherFiles.isEmpty, let other = otherFiles[node.root.id] { return other }
    return (file, converter)
  }

  /// The lines a declaration spans in its own file.
  func lines(of node: some SyntaxProtocol) -> (file: String, lines: ClosedRange<Int>) {
    let (file, converter) = source(of: node)
    let start = node.startLocation(converter: converter).line
    return (file, start...max(start, node.endLocation(converter: converter).line))
  }

  /// Records that something could not be evaluated: the manifest is incomplete.
  func warn(_ message: String, at node: some SyntaxProtocol) {
    isIncomplete = true
    diagnostics.append(Diagnostic(.warning, message, at: location(of: node)))
  }

  func note(_ message: String, at node: some SyntaxProtocol) {
    diagnostics.append(Diagnostic(.note, message, at: location(of: node)))
  }

  // MARK: Running the file

  /// Runs the file's top-level code, leaving the manifest's variables in `globals`.
  func run(_ tree: SourceFileSyntax) {
    let items = activeItems(tree.statements)
    collectDeclarations(items)
    for item in items {
      _ = execute(item, in: globals)
    }
  }

  /// The items of a code block with `#if` blocks replaced by the branch the host compiler would take.
  func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
    var result: [CodeBlockItemSyntax] = []
    for item in items {
      if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
        if case .statements(let nested)? = activeClause(of: ifConfig)?.elements {
          result.append(contentsOf: activeItems(nested))
        }
      } else {
        result.append(item)
      }
    }
    return result
  }

  /// The members of a type or extension, `#if` blocks resolved the same way.
  func activeMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    var result: [DeclSyntax] = []
    for member in members {
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        if case .decls(let nested)? = activeClause(of: ifConfig)?.elements {
          result.append(contentsOf: activeMembers(nested))
        }
      } else {
        result.append(member.decl)
      }
    }
    return result
  }

  /// The clause of an `#if` block that is compiled on this host, recording which one was chosen.
  func activeClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    // `-D` flags the conditions name that the manifest is not compiled with (`DEBUG`): said, as they decide.
    var undefined: [String] = []
    func unset() -> String {
      undefined.isEmpty
        ? ""
        : "; " + undefined.map { "'\($0)'" }.joined(separator: ", ")
          + (undefined.count == 1 ? " is" : " are") + " not defined when a manifest is compiled"
    }
    for clause in ifConfig.clauses {
      guard let condition = clause.condition else {
        note("#if: took the #else branch (conditions evaluated for \(hostDescription)\(unset()))", at: clause)
        return clause
      }
      for flag in conditions.undefinedFlags(in: condition) where !undefined.contains(flag) { undefined.append(flag) }
      switch conditions.evaluate(condition) {
      case true?:
        note(
          "#if: took the branch '\(condition.trimmedDescription)' (evaluated for \(hostDescription)\(unset()))",
          at: clause)
        return clause
      case false?:
        if Self.namesApplePlatform(condition), clause.elements != nil {
          applePlatformBranches.append(location(of: clause))
        }
        continue
      case nil:
        warn("cannot evaluate the condition '#if \(condition.trimmedDescription)'; treated as false", at: clause)
      }
    }
    note("#if: no branch taken (conditions evaluated for \(hostDescription)\(unset()))", at: ifConfig)
    return nil
  }

  /// Whether a condition asks for an Apple operating system (`os(macOS)`, `os(iOS)`, ...).
  static func namesApplePlatform(_ condition: ExprSyntax) -> Bool {
    let apple: Set<String> = ["macos", "ios", "tvos", "watchos", "visionos", "xros", "maccatalyst"]
    return condition.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind, apple.contains(name.lowercased()) else { return false }
      return token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
        && token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.text == "os"
    }
  }

  private var hostDescription: String {
    "\(conditions.operatingSystem), Swift \(conditions.swiftVersion.map(String.init).joined(separator: "."))"
  }

  /// Makes the declarations of another file visible to the manifest without running its top-level code, as Tuist
  /// compiles `ProjectDescriptionHelpers` into a module every manifest imports.
  func addDeclarations(of tree: SourceFileSyntax, file: String, converter: SourceLocationConverter) {
    otherFiles[Syntax(tree).id] = (file, converter)
    collectDeclarations(activeItems(tree.statements))
  }

  private func collectDeclarations(_ items: [CodeBlockItemSyntax]) {
    for item in items {
      if let function = item.item.as(FunctionDeclSyntax.self) {
        functions[Self.unquoted(function.name), default: []].append(function)
      } else if let variable = item.item.as(VariableDeclSyntax.self) {
        // A helper file's `private let targetName` is its own: each helper file may declare one.
        let isFilePrivate =
          !otherFiles.isEmpty
          && variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        for binding in variable.bindings {
          if let name = (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier).map(Self.unquoted) {
            if isFilePrivate {
              filePrivateDeclarations[variable.root.id, default: [:]][name] = binding
            } else {
              globalDeclarations[name] = binding
            }
          }
        }
      } else if let decl = item.item.as(DeclSyntax.self) {
        collectTypeMembers(decl, outerType: nil)
      }
    }
  }

  private func collectTypeMembers(_ decl: DeclSyntax, outerType: String?) {
    let typeName: String
    let members: MemberBlockItemListSyntax
    if let ext = decl.as(ExtensionDeclSyntax.self) {
      typeName = ext.extendedType.trimmedDescription
      members = ext.memberBlock.members
    } else if let type = decl.as(EnumDeclSyntax.self) {
      typeName = qualified(type.name.text, in: outerType)
      members = type.memberBlock.members
      declaredTypes.insert(typeName)
      conformances[typeName, default: []] += (type.inheritanceClause?.inheritedTypes ?? []).map {
        $0.type.trimmedDescription
      }
      let isStringBacked =
        type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } ?? false
      for member in activeMembers(members) {
        guard let caseDecl = member.as(EnumCaseDeclSyntax.self) else { continue }
        for element in caseDecl.elements {
          let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
          enumCases[typeName, default: []].append(
            (Self.unquoted(element.name), raw ?? (isStringBacked ? Self.unquoted(element.name) : nil)))
          if let parameters = element.parameterClause {
            caseParameters[typeName, default: [:]][Self.unquoted(element.name)] = parameters
          }
        }
      }
    } else if let type = decl.as(StructDeclSyntax.self) {
      typeName = qualified(type.name.text, in: outerType)
      members = type.memberBlock.members
      collectInitializers(of: typeName, in: members)
      declareStruct(typeName, inheriting: type.inheritanceClause)
    } else if let type = decl.as(ClassDeclSyntax.self) {
      typeName = qualified(type.name.text, in: outerType)
      members = type.memberBlock.members
      collectInitializers(of: typeName, in: members)
      declareStruct(typeName, inheriting: type.inheritanceClause)
    } else if let type = decl.as(ProtocolDeclSyntax.self) {
      declaredTypes.insert(qualified(type.name.text, in: outerType))
      let requirements = activeMembers(type.memberBlock.members).compactMap { $0.as(FunctionDeclSyntax.self) }
      protocolRequirements[qualified(type.name.text, in: outerType), default: []]
        .formUnion(requirements.map { Self.unquoted($0.name) })
      return
    } else {
      return
    }
    for member in activeMembers(members) {
      if let function = member.as(FunctionDeclSyntax.self) {
        typeMembers[typeName, default: [:]][Self.unquoted(function.name)] = .function(function)
        typeFunctions[typeName, default: [:]][Self.unquoted(function.name), default: []].append(function)
      } else if let variable = member.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = (binding.pattern.as(IdentifierPatternSyntax.self)?.identifier).map(Self.unquoted) {
            typeMembers[typeName, default: [:]][name] = .binding(binding)
          }
        }
      } else {
        collectTypeMembers(member, outerType: typeName)
      }
    }
  }

  /// A declared name as code uses it: `` `default` `` is declared with backticks and used as `.default`.
  static func unquoted(_ token: TokenSyntax) -> String {
    token.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
  }

  private func declareStruct(_ typeName: String, inheriting inheritance: InheritanceClauseSyntax?) {
    declaredStructs.insert(typeName)
    declaredTypes.insert(typeName)
    conformances[typeName, default: []] += (inheritance?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
  }

  /// Whether a type the manifest declares conforms to `protocolName`, as its declaration or an extension writes.
  func conforms(_ type: String, to protocolName: String) -> Bool {
    conformances[type]?.contains(protocolName) == true
  }

  /// Whether `type` is only extended by the manifest and its ProjectDescriptionHelpers, never declared: a
  /// ProjectDescription or PackageDescription type
  /// (`extension ConfigurationName { static var dev: Self { configuration("Dev") } }`).
  func isFrameworkType(_ type: String) -> Bool {
    let short = type.split(separator: ".").last.map(String.init) ?? type
    return !declaredTypes.contains(type) && !declaredTypes.contains { $0 == short || $0.hasSuffix("." + short) }
  }

  /// The manifest-declared types a value may be an instance of: its struct, or every enum with its case (in name
  /// order). nil when it is neither.
  func candidateTypes(of value: ManifestValue) -> [String]? {
    if let structType = structType(of: value) { return [structType] }
    guard let caseName = caseName(of: value) else { return nil }
    return enumCases.keys.sorted().filter { enumCases[$0]!.contains(where: { $0.name == caseName }) }
  }

  /// The struct or class a value is an instance of, when the manifest declares it: a call of its name.
  func structType(of value: ManifestValue) -> String? {
    guard case .call(let call) = value, !call.isUndecided else { return nil }
    if declaredStructs.contains(call.name) { return call.name }
    let nested = declaredStructs.filter { $0.hasSuffix("." + call.name) }
    return nested.count == 1 ? nested.first : nil
  }

  /// The declared type of a stored property of a struct the manifest declares (`var sources: SourceFilesList?`):
  /// what an assignment to it expects, as Swift reads `$0.sources = .interface`.
  func propertyType(_ name: String, ofStruct typeName: String) -> String? {
    guard case .binding(let binding)? = typeMembers[typeName]?[name] else { return nil }
    return elementType(binding.typeAnnotation?.type, enclosingType: typeName)
  }

  private func collectInitializers(of typeName: String, in members: MemberBlockItemListSyntax) {
    for member in activeMembers(members) {
      if let initializer = member.as(InitializerDeclSyntax.self) {
        typeInitializers[typeName, default: []].append(initializer)
      }
    }
  }

  /// A type the manifest declares whose last name is `name` (`TargetDependency.Core` for `.Core`): the one nested
  /// in the type the context expects first, as Swift resolves an implicit member chain.
  /// Whether the manifest's (or a helper's) enum `type` declares a case `name`: `ProjectName.Core` is a case when
  /// `ProjectName` has `case Core`, however it is capitalised, not a nested type.
  func declaresCase(_ name: String, inType type: String) -> Bool {
    let short = type.split(separator: ".").last.map(String.init) ?? type
    return [type, short].contains { enumCases[$0]?.contains { $0.name == name } == true }
  }

  func nestedType(named name: String) -> String? {
    guard name.first?.isUppercase == true else { return nil }
    let matches = Set(typeMembers.keys).union(enumCases.keys).filter { $0 == name || $0.hasSuffix("." + name) }.sorted()
    if let expected = expectedType, let match = matches.first(where: { $0 == "\(expected).\(name)" }) { return match }
    return matches.first
  }

  private func qualified(_ name: String, in outer: String?) -> String {
    outer.map { "\($0).\(name)" } ?? name
  }

  // MARK: Names

  /// The value of an identifier: a local or global variable, a sibling static member, or a top-level variable
  /// declared further down.
  func lookup(_ name: String, in scope: ManifestScope, at node: some SyntaxProtocol) -> ManifestValue? {
    if let (_, binding) = scope.lookup(name) {
      switch binding {
      case .value(let value): return value
      case .alias(let root, let path): return read(root: root, path: path, in: scope)
      }
    }
    // A sibling instance property, read inside another one (`!isTestDependency && self != .apollo`).
    if let (_, binding) = scope.lookup("self"), case .value(let selfValue) = binding,
      let value = (name == "rawValue" ? member(name, of: selfValue) : nil) ?? instanceMember(name, of: selfValue)
        ?? ownProperty(name, of: selfValue)
    {
      return value
    }
    if let type = scope.enclosingType, let value = staticMember(name, ofType: type, at: node) {
      return value
    }
    return declaredGlobal(name, at: node)
  }

  /// A top-level variable not evaluated yet: the helper file's own `private` one first, else the global of that
  /// name (`ProjectDescriptionHelpers.core` names one directly, past the members of the enclosing type).
  func declaredGlobal(_ name: String, at node: some SyntaxProtocol) -> ManifestValue? {
    if !filePrivateDeclarations.isEmpty, let value = filePrivateGlobal(name, at: node) { return value }
    if let binding = globalDeclarations[name], !evaluatingGlobals.contains(name) {
      evaluatingGlobals.insert(name)
      defer { evaluatingGlobals.remove(name) }
      if binding.accessorBlock != nil {
        return evaluateComputed(binding, in: globals)
      }
      if let initializer = binding.initializer {
        let value = withExpectedType(elementType(binding.typeAnnotation?.type, enclosingType: nil)) {
          evaluate(initializer.value, in: globals)
        }
        globals.bind(name, .value(value))
        return value
      }
    }
    return nil
  }

  /// A `private` top-level variable of the helper file `node` is written in.
  private func filePrivateGlobal(_ name: String, at node: some SyntaxProtocol) -> ManifestValue? {
    let file = node.root.id
    if let value = filePrivateValues[file]?[name] { return value }
    guard let binding = filePrivateDeclarations[file]?[name], !evaluatingGlobals.contains(name) else { return nil }
    evaluatingGlobals.insert(name)
    defer { evaluatingGlobals.remove(name) }
    let value: ManifestValue
    if binding.accessorBlock != nil {
      value = evaluateComputed(binding, in: globals)
    } else if let initializer = binding.initializer {
      value = withExpectedType(elementType(binding.typeAnnotation?.type, enclosingType: nil)) {
        evaluate(initializer.value, in: globals)
      }
    } else {
      return nil
    }
    filePrivateValues[file, default: [:]][name] = value
    return value
  }

  /// A static member declared in the manifest: `Target.Dependency.core`, or an enum case with its raw value.
  func staticMember(_ name: String, ofType type: String?, at node: some SyntaxProtocol) -> ManifestValue? {
    let candidates: [String]
    if let type {
      let short = type.split(separator: ".").last.map(String.init) ?? type
      candidates = [type, short, "PackageDescription.\(type)"].filter { typeMembers[$0] != nil || enumCases[$0] != nil }
        // A type nested in an extension (`extension Array<TargetDependency> { enum ThirdParty … }`), named bare.
        + (isTuist ? [nestedType(named: type)].compactMap { $0 }.filter { $0 != type && $0 != short } : [])
    } else {
      // `.core` with no type written: Swift infers it from context; any manifest-declared member of that name.
      let all =
        typeMembers.keys.sorted().filter { typeMembers[$0]?[name] != nil }
        + enumCases.keys.sorted().filter { enumCases[$0]!.contains { $0.name == name } }
      let expected = expectedType.map { [$0, $0.split(separator: ".").last.map(String.init) ?? $0] } ?? []
      candidates = all.filter { expected.contains($0) } + all.filter { !expected.contains($0) }
      // `product: .app` is `Product.app` even when a helper declares `Destinations.app`: a ProjectDescription enum
      // the context expects takes its own case.
      if isTuist, let expectedType, Self.projectDescriptionEnums.contains(expectedType),
        !candidates.contains(where: { expected.contains($0) })
      {
        return nil
      }
    }
    var reentered = false
    for typeName in candidates {
      if let declaration = typeMembers[typeName]?[name] {
        switch declaration {
        case .binding(let binding):
          let key = "\(typeName).\(name)"
          if let value = staticValues[key] { return value }
          // Asked for again while its own value is read: not this member (facebook-ios-sdk's `.basics` is a
          // product, a target and a string at once), and reading it again would never end.
          guard !evaluatingStaticMembers.contains(key) else {
            reentered = true
            continue
          }
          if let value = staticValue(binding, key: key, ofType: typeName) { return value }
        case .function:
          continue  // a function referenced without a call: not a value
        }
      }
      if let found = enumCases[typeName]?.first(where: { $0.name == name }) {
        return .member(found.name, rawValue: found.rawValue)
      }
      if name == "allCases", let cases = enumCases[typeName] {
        return .array(cases.map { .member($0.name, rawValue: $0.rawValue) })
      }
    }
    if reentered {
      warn("'.\(name)' is defined by itself; not evaluated", at: node)
      return .unknown
    }
    return nil
  }

  /// The value of a static property of a manifest-declared type or extension, `key` naming it while it is evaluated;
  /// a stored one's value is kept. nil when it has neither a getter nor an initial value.
  private func staticValue(_ binding: PatternBindingSyntax, key: String, ofType typeName: String) -> ManifestValue? {
    let scope = ManifestScope(parent: globals, enclosingType: typeName)
    let type = elementType(binding.typeAnnotation?.type, enclosingType: typeName) ?? typeName
    evaluatingStaticMembers.insert(key)
    defer { evaluatingStaticMembers.remove(key) }
    if binding.accessorBlock != nil { return withExpectedType(type) { evaluateComputed(binding, in: scope) } }
    guard let initializer = binding.initializer else { return nil }
    let value = withExpectedType(type) { evaluate(initializer.value, in: scope) }
    staticValues[key] = value
    return value
  }

  /// `Backend(rawValue: text)` of a manifest-declared enum with raw values, as Swift's failable initialiser makes it:
  /// the case whose raw value (its name when none is written) is `text`, else nil (`.null`, so `?? .development`
  /// takes the default). nil when `typeName` is no such enum (one type of that name, nested or not).
  func rawValueCase(ofType typeName: String, rawValue text: String) -> ManifestValue? {
    let types = enumCases.keys.filter { $0 == typeName || $0.hasSuffix("." + typeName) }
    guard types.count == 1, let cases = enumCases[types[0]] else { return nil }
    guard let found = cases.first(where: { ($0.rawValue ?? $0.name) == text }) else { return .null }
    return .member(found.name, rawValue: found.rawValue)
  }

  /// An instance property of a manifest-declared enum, read on one of its cases (`moduleType.product`, `$0.url`):
  /// its getter runs with `self` bound to the case, as Tuist helpers describe modules with such enums.
  func instanceMember(_ name: String, of value: ManifestValue) -> ManifestValue? {
    if let extended = extendedTypeName(of: value) {
      // A computed property the manifest adds to a PackageDescription or standard type (swift-testing's
      // `extension PackageDescription.Target { var isTest: Bool { ... } }`), read on a value of that type.
      let short = extended.split(separator: ".").last.map(String.init) ?? extended
      for typeName in [extended, short] {
        guard case .binding(let binding)? = typeMembers[typeName]?[name], binding.accessorBlock != nil,
          !Self.isStatic(binding)
        else { continue }
        let scope = ManifestScope(parent: globals, enclosingType: typeName)
        scope.bind("self", .value(value))
        return evaluateComputed(binding, in: scope)
      }
    }
    guard let types = candidateTypes(of: value) else { return nil }
    for typeName in types {
      if let stored = storedDefault(name, of: value, ofType: typeName) { return stored }
      // The type's own members, then those of extensions of the protocols it conforms to (`extension Modulable
      // where Self: RawRepresentable { var path: String { ... } }`).
      let declared = ([typeName] + (conformances[typeName] ?? [])).lazy.compactMap { self.typeMembers[$0]?[name] }.first
      guard case .binding(let binding)? = declared, binding.accessorBlock != nil else { continue }
      let scope = ManifestScope(parent: globals, enclosingType: typeName)
      scope.bind("self", .value(value))
      return evaluateComputed(binding, in: scope)
    }
    return nil
  }

  /// A stored property of a struct the manifest (or a helper) declares, with an initial value, read on an instance
  /// that was not given it (`let projectName: String = "App"` read through `AppConfiguration()`): the initial value,
  /// as Swift sets it before the initialiser runs. A `let` always keeps it; a `var` keeps it when every initialiser
  /// of the type is one plumb reads (none, an empty one, or one that copies its parameters), so none of them may have
  /// set it otherwise. nil for any other member, and for an instance that carries the property.
  func storedDefault(_ name: String, of value: ManifestValue, ofType typeName: String) -> ManifestValue? {
    guard case .call(let call) = value, structType(of: value) == typeName, call[name] == nil,
      case .binding(let binding)? = typeMembers[typeName]?[name], binding.accessorBlock == nil,
      !Self.isStatic(binding), let initializer = binding.initializer,
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
    else { return nil }
    let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
    guard isConstant || initializersKeepDefaults(of: typeName) else { return nil }
    let scope = ManifestScope(parent: globals, enclosingType: typeName)
    return withExpectedType(elementType(binding.typeAnnotation?.type, enclosingType: typeName)) {
      evaluate(initializer.value, in: scope)
    }
  }

  /// Whether no initialiser of a declared struct may set a property to anything but an argument: it has none (the
  /// memberwise one), or each has an empty body or only copies its parameters into properties.
  private func initializersKeepDefaults(of typeName: String) -> Bool {
    (typeInitializers[typeName] ?? []).allSatisfy { initializer in
      initializer.body?.statements.isEmpty == true || Self.propertyCopies(in: initializer) != nil
    }
  }

  /// Whether the manifest (or a helper) declares a type of that name: an enum with cases, or a type with members.
  func knowsType(_ name: String) -> Bool { enumCases[name] != nil || typeMembers[name] != nil }

  /// The type a manifest's extension names for a value plumb makes of a PackageDescription or standard type: a
  /// target (`PackageDescription.Target`), an array, a string; nil for others.
  func extendedTypeName(of value: ManifestValue) -> String? {
    switch value {
    case .call(let call) where ManifestDecoder.targetKinds[call.name] != nil: return "PackageDescription.Target"
    case .array: return "Array"
    case .string: return "String"
    default: return nil
    }
  }

  /// A property PackageDescription gives a value, read bare inside the manifest's own extension of its type
  /// (`type == .test || name.hasSuffix("Tests")` in `extension Target`): a target's `type` and its arguments.
  func ownProperty(_ name: String, of value: ManifestValue) -> ManifestValue? {
    guard case .call(let call) = value else { return nil }
    // A stored property of a struct the manifest declares, read bare in one of its methods (`sources` in
    // `func toTarget(with name: String) -> Target`).
    if structType(of: value) != nil { return call[name] }
    guard extendedTypeName(of: value) != nil, name == "type" || call[name] != nil else { return nil }
    return member(name, of: call)
  }

  /// Whether a property binding is declared `static` (or `class`).
  static func isStatic(_ binding: PatternBindingSyntax) -> Bool {
    guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
    return variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }

  /// The manifest-declared enum a case value belongs to, so the other side of `==` or a `case` pattern is read in
  /// that type (`.networking` of the enum, not a static `networking` of another type).
  func enumType(of value: ManifestValue) -> String? {
    guard let caseName = caseName(of: value) else { return nil }
    let types = enumCases.keys.sorted().filter { enumCases[$0]!.contains { $0.name == caseName } }
    return types.count == 1 ? types[0] : nil
  }

  /// The case a value is: a case without arguments (`.app`), or a case of a manifest-declared enum with associated
  /// values (`.framework(.static)`, made as a call).
  func caseName(of value: ManifestValue) -> String? {
    switch value {
    case .member(let name, _): return name
    case .call(let call) where !call.isUndecided && !enumTypes(declaringCase: call.name).isEmpty:
      return call.name
    default: return nil
    }
  }

  /// The associated values of a case of a manifest-declared enum made with some left to their defaults
  /// (`.shared()` of `case shared(ui: Bool = false)` is `.shared(ui: false)`), as Swift stores them, so a pattern or
  /// `==` compares like with like. The enum is the one `type` names (written, or expected), else the only one with
  /// such a case; the arguments as given when there is none or they do not fit the case.
  func completingAssociatedValues(
    ofCase name: String, _ arguments: [ManifestCall.Argument], type: String?
  ) -> [ManifestCall.Argument] {
    let owners = enumTypes(declaringCase: name).filter { caseParameters[$0]?[name] != nil }.sorted()
    let short = type.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
    guard
      let owner = owners.first(where: { $0 == type || $0 == short || $0.hasSuffix("." + (short ?? "")) })
        ?? (owners.count == 1 ? owners[0] : nil),
      let parameters = caseParameters[owner]?[name]?.parameters
    else { return arguments }
    var remaining = arguments[...]
    var completed: [ManifestCall.Argument] = []
    for parameter in parameters {
      let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
      if let next = remaining.first, next.label == label {
        completed.append(next)
        remaining.removeFirst()
      } else if let defaultValue = parameter.defaultValue {
        let value = withExpectedType(elementType(parameter.type, enclosingType: owner)) {
          evaluate(defaultValue.value, in: globals)
        }
        completed.append(.init(label: label, value: value))
      } else {
        return arguments
      }
    }
    return remaining.isEmpty ? completed : arguments
  }

  /// The manifest-declared enums that have a case `name`.
  func enumTypes(declaringCase name: String) -> Set<String> {
    Set(enumCases.keys.filter { enumCases[$0]!.contains { $0.name == name } })
  }

  /// `==` between two cases of a manifest-declared enum, associated values included (`self == .library(.static)`,
  /// as a synthesized `Equatable` compares them); nil when either side is no such case or a value cannot be compared.
  func sameCase(_ left: ManifestValue, _ right: ManifestValue) -> Bool? {
    guard let leftName = caseName(of: left), let rightName = caseName(of: right),
      left.callValue != nil || right.callValue != nil
    else { return nil }
    guard !enumTypes(declaringCase: leftName).isDisjoint(with: enumTypes(declaringCase: rightName)) else { return nil }
    guard leftName == rightName else { return false }
    let leftArguments = left.callValue?.arguments ?? []
    let rightArguments = right.callValue?.arguments ?? []
    guard leftArguments.map(\.label) == rightArguments.map(\.label) else { return nil }
    for (x, y) in zip(leftArguments, rightArguments) {
      guard let same = sameCase(x.value, y.value) ?? x.value.isEqual(to: y.value) else { return nil }
      if !same { return false }
    }
    return true
  }

  /// An instance method of a manifest-declared enum, called on one of its cases (`dependency.swiftPackages()`).
  /// With the call's syntax, its arguments are read again in the types the method's parameters declare, as Swift
  /// reads them: `.sources` in `targetName(type: .sources)` is a case of the parameter's enum, with its raw value.
  func instanceMethod(
    _ name: String, of value: ManifestValue, arguments: [ManifestCall.Argument], at node: some SyntaxProtocol,
    call: FunctionCallExprSyntax? = nil, in scope: ManifestScope? = nil
  ) -> ManifestValue? {
    let labels = arguments.map(\.label)
    guard let types = candidateTypes(of: value) else { return nil }
    for typeName in types {
      // The type's own methods, then those of extensions of the protocols it conforms to (`extension Configurable
      // { func with(_:) }`, `extension Convertible where Self: RawRepresentable { func name(for:) }`).
      let found = ([typeName] + (conformances[typeName] ?? [])).lazy.compactMap {
        self.userFunction(named: name, ofType: $0, labels: labels)
      }.first { !$0.0.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }
      guard let (function, owner) = found else { continue }
      let typed = call.flatMap { call in
        scope.map { evaluateArguments(call, in: $0, function: (function, owner)) }
      }
      // Inside a protocol extension, `Self` and sibling members are the conforming type's.
      return invoke(
        function, ofType: owner == typeName ? owner : typeName, arguments: typed ?? arguments, at: node,
        selfValue: value)
    }
    return nil
  }

  static let projectDescriptionEnums: Set<String> = ["Product", "Platform"]

  /// A user-declared function for a call: a top-level function, or a static function of a type.
  /// Whether an implicit call `.name(...)` written in an extension of a manifest-declared protocol that requires
  /// `name` is the conforming type's own method (swiftlang/swift-testing's `extension _CLanguageBuildSetting`
  /// forwards `define(_:to:_:)` to `CSetting.define`): Swift dispatches the requirement to the concrete type, here
  /// a PackageDescription type, so the extension's function of that name is not what runs.
  func callsRequirement(_ name: String, writtenOn type: String?, in scope: ManifestScope) -> Bool {
    guard type == nil || type == "Self", let owner = scope.enclosingType else { return false }
    return protocolRequirements[owner]?.contains(name) == true
  }

  func userFunction(named name: String, ofType type: String?, labels: [String?]) -> (FunctionDeclSyntax, String?)? {
    overloads(named: name, ofType: type, labels: labels).first
  }

  /// Of overloads that take the same labels (`add(products: [Product], ...)` beside `add(products: [String], ...)`),
  /// the first whose parameter types the evaluated arguments fit, else `chosen`.
  func overload(
    _ chosen: (FunctionDeclSyntax, String?), named name: String, ofType type: String?,
    arguments: [ManifestCall.Argument]
  ) -> (FunctionDeclSyntax, String?) {
    let candidates = overloads(named: name, ofType: type, labels: arguments.map(\.label))
    guard candidates.count > 1, Self.fits(arguments, chosen.0) == false else { return chosen }
    return candidates.first { Self.fits(arguments, $0.0) == true } ?? chosen
  }

  /// Whether the arguments given in order fit the function's leading parameters, by the only types a value shows
  /// for sure: `String` and `[String]` take strings, any other named type no string. nil when it cannot be told.
  static func fits(_ arguments: [ManifestCall.Argument], _ function: FunctionDeclSyntax) -> Bool? {
    var answer: Bool? = nil
    for (argument, parameter) in zip(arguments, function.signature.parameterClause.parameters) {
      let type = parameter.type.trimmedDescription.replacingOccurrences(of: " ", with: "")
        .trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
      let isList = type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":")
      let element = isList ? String(type.dropFirst().dropLast()) : type
      let values: [ManifestValue]
      if isList {
        guard case .array(let elements) = argument.value, !elements.isEmpty else { continue }
        values = elements
      } else {
        values = [argument.value]
      }
      guard element.first?.isUppercase == true, !element.contains("<"), !element.contains("->") else { continue }
      let strings = values.filter { if case .string = $0 { true } else { false } }.count
      let calls = values.filter { if case .call = $0 { true } else { false } }.count
      guard strings + calls == values.count else { continue }
      let fits = element == "String" ? calls == 0 : strings == 0
      if !fits { return false }
      answer = true
    }
    return answer
  }

  /// Every user-declared function the call may be, in the order `userFunction` prefers them.
  func overloads(named name: String, ofType type: String?, labels: [String?]) -> [(FunctionDeclSyntax, String?)] {
    func matches(_ function: FunctionDeclSyntax) -> Bool {
      let parameters = Array(function.signature.parameterClause.parameters)
      guard labels.count <= parameters.count || parameters.contains(where: { $0.ellipsis != nil }) else { return false }
      var index = 0
      for parameter in parameters {
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        if index < labels.count && labels[index] == label {
          index += 1
          // A variadic parameter (`local paths: Path...`) takes the unlabelled arguments after its first.
          if parameter.ellipsis != nil { while index < labels.count && labels[index] == nil { index += 1 } }
        } else if parameter.defaultValue == nil && parameter.ellipsis == nil {
          return false
        }
      }
      return index == labels.count
    }
    if type == nil, let candidates = functions[name], candidates.contains(where: matches) {
      return candidates.filter(matches).map { ($0, nil) }
    }
    var typeNames: [String]
    if let type {
      let short = type.split(separator: ".").last.map(String.init) ?? type
      typeNames = [type, short]
    } else {
      typeNames = typeMembers.keys.sorted()
      // Tuist helpers declare the same shorthand on several types (`Target.feature`, `TargetDependency.feature`):
      // Swift picks the one the context expects.
      if isTuist, let expected = expectedType {
        let short = expected.split(separator: ".").last.map(String.init) ?? expected
        let preferred = typeNames.filter { $0 == expected || $0 == short }
        typeNames = preferred + typeNames.filter { !preferred.contains($0) }
      }
    }
    for typeName in typeNames {
      if let functions = typeFunctions[typeName]?[name]?.filter(matches), !functions.isEmpty {
        return functions.map { ($0, typeName) }
      }
    }
    return []
  }

  // MARK: Calling user code

  /// A struct or class the manifest declares, made with one of its initialisers that only copies its parameters
  /// into properties (`self.sources = sources`): the value, as a call of the type whose arguments are the
  /// properties, so `factory.sources` reads the argument given or the parameter's default (Tuist helpers' factories,
  /// `ModularFactory(products: .framework(.static))` with `sources: SourceFilesList? = .default`). nil for other
  /// types and initialisers, which stay calls of what was written.
  func userInitialized(_ typeName: String, arguments: [ManifestCall.Argument], at node: some SyntaxProtocol)
    -> ManifestValue?
  {
    for initializer in typeInitializers[typeName] ?? [] {
      guard let copies = Self.propertyCopies(in: initializer) else { continue }
      var remaining = arguments[...]
      var values: [String: ManifestValue] = [:]
      var matched = true
      for parameter in initializer.signature.parameterClause.parameters {
        let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        let name = (parameter.secondName ?? parameter.firstName).text
        if let next = remaining.first, next.label == label {
          values[name] = next.value
          remaining.removeFirst()
        } else if let defaultValue = parameter.defaultValue {
          values[name] = withExpectedType(elementType(parameter.type, enclosingType: typeName)) {
            evaluate(defaultValue.value, in: globals)
          }
        } else {
          matched = false
          break
        }
      }
      guard matched, remaining.isEmpty else { continue }
      let properties = copies.map { ManifestCall.Argument(label: $0.property, value: values[$0.parameter] ?? .unknown) }
      return .call(ManifestCall(name: typeName, arguments: properties, location: location(of: node)))
    }
    return nil
  }

  /// `self.property = parameter` for every statement of the initialiser's body, else nil.
  static func propertyCopies(in initializer: InitializerDeclSyntax) -> [(property: String, parameter: String)]? {
    guard let statements = initializer.body?.statements, !statements.isEmpty else { return nil }
    let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    var copies: [(property: String, parameter: String)] = []
    for statement in statements {
      guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
      let elements = Array(sequence.elements)
      guard let target = elements[0].as(MemberAccessExprSyntax.self), target.base?.trimmedDescription == "self",
        elements[1].is(AssignmentExprSyntax.self),
        let source = elements[2].as(DeclReferenceExprSyntax.self), parameters.contains(source.baseName.text)
      else { return nil }
      copies.append((target.declName.baseName.text, source.baseName.text))
    }
    return copies
  }

  func evaluateComputed(_ binding: PatternBindingSyntax, in scope: ManifestScope) -> ManifestValue {
    guard let accessors = binding.accessorBlock?.accessors else { return .unknown }
    switch accessors {
    case .getter(let body):
      return evaluateBody(body, in: ManifestScope(parent: scope), at: binding)
    case .accessors(let list):
      if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
        return evaluateBody(body.statements, in: ManifestScope(parent: scope), at: binding)
      }
      warn("computed property '\(binding.pattern.trimmedDescription)' has no getter plumb can read", at: binding)
      return .unknown
    }
  }

  func invoke(
    _ function: FunctionDeclSyntax, ofType type: String?, arguments: [ManifestCall.Argument],
    at node: some SyntaxProtocol, selfValue: ManifestValue? = nil, finalSelf: ((ManifestValue) -> Void)? = nil
  ) -> ManifestValue {
    guard callDepth < 64 else {
      warn("calls nest too deeply (recursion?) in '\(function.name.text)'", at: node)
      return .unknown
    }
    callDepth += 1
    defer { callDepth -= 1 }
    let scope = ManifestScope(parent: globals, enclosingType: type)
    if let selfValue { scope.bind("self", .value(selfValue)) }
    var remaining = arguments[...]
    let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
    for parameter in function.signature.parameterClause.parameters {
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      let name = (parameter.secondName ?? parameter.firstName).text
      if parameter.ellipsis != nil {
        // A variadic parameter is the array of its arguments: the first with its label, the unlabelled ones after
        // it; none given, an empty array.
        var values: [ManifestValue] = []
        if let next = remaining.first, next.label == label {
          values.append(next.value)
          remaining.removeFirst()
          while let more = remaining.first, more.label == nil {
            values.append(more.value)
            remaining.removeFirst()
          }
        }
        scope.bind(name, .value(.array(values)))
      } else if let next = remaining.first, next.label == label {
        scope.bind(name, .value(next.value))
        // `rootModule: T.Type` given `Shared.self`: `T` is `Shared` in the body (`String(describing: T.self)`,
        // `T.allCases`).
        if let metatype = parameter.type.as(MetatypeTypeSyntax.self),
          let generic = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text, generics.contains(generic),
          case .member = next.value
        {
          scope.bind(generic, .value(next.value))
        }
        remaining.removeFirst()
      } else if let defaultValue = parameter.defaultValue {
        let value = withExpectedType(elementType(parameter.type, enclosingType: type)) {
          evaluate(defaultValue.value, in: globals)
        }
        scope.bind(name, .value(value))
      }
    }
    guard let body = function.body else { return .unknown }
    let returnType = elementType(function.signature.returnClause?.type, enclosingType: type)
    let result = withExpectedType(returnType) { evaluateBody(body.statements, in: scope, at: node) }
    // A `mutating` method's `self` as its body left it.
    if let finalSelf, case .value(let value)? = scope.lookup("self")?.binding { finalSelf(value) }
    // A target built by a helper (`module("Timer")`) is declared where the helper is called, once per call;
    // the helper's own line is shared by every target it builds.
    let span = lines(of: function)
    return restamp(result, createdWithin: span.lines, of: span.file, to: location(of: node))
  }

  private func restamp(
    _ value: ManifestValue, createdWithin lines: ClosedRange<Int>, of file: String, to site: Location
  ) -> ManifestValue {
    switch value {
    case .call(var call):
      if let location = call.location, location.file == file, lines.contains(location.line) { call.location = site }
      return .call(call)
    case .array(let elements):
      return .array(elements.map { restamp($0, createdWithin: lines, of: file, to: site) })
    default:
      return value
    }
  }

  func invoke(_ closure: ManifestClosure, with arguments: [ManifestValue], at node: some SyntaxProtocol)
    -> ManifestValue
  {
    invoke(closure, binding: arguments.map { .value($0) }, at: node)
  }

  /// Calls a closure with its parameters bound as given (values, or aliases of array elements for `forEach`).
  /// `finalArguments`, when given, receives each parameter's value as the body left it: what an `inout` parameter
  /// hands back (`block(&copy)`).
  func invoke(
    _ closure: ManifestClosure, binding arguments: [ManifestScope.Binding], at node: some SyntaxProtocol,
    finalArguments: (([ManifestValue?]) -> Void)? = nil
  ) -> ManifestValue {
    let scope = ManifestScope(parent: closure.scope)
    var names: [String] = []
    switch closure.syntax.signature?.parameterClause {
    case .simpleInput(let shorthand)?:
      names = shorthand.map(\.name.text)
    case .parameterClause(let clause)?:
      names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil:
      break
    }
    var arguments = arguments
    // `[(name, checksum)].map { name, checksum in ... }`: a closure of several parameters given one tuple of as many
    // elements takes them one each, as Swift does.
    if names.count > 1, arguments.count == 1, case .value(.call(let tuple)) = arguments[0], tuple.name == "tuple",
      tuple.arguments.count == names.count
    {
      arguments = tuple.arguments.map { .value($0.value) }
    }
    for (index, argument) in arguments.enumerated() {
      scope.bind("$\(index)", argument)
      if index < names.count { scope.bind(names[index], argument) }
    }
    let result = evaluateBody(closure.syntax.statements, in: scope, at: node)
    finalArguments?(
      arguments.indices.map { index in
        let name = index < names.count ? names[index] : "$\(index)"
        if case .value(let value)? = scope.lookup(name)?.binding { return value }
        return nil
      })
    return result
  }

  /// Runs a body and returns what it returns; a body of one expression returns that expression.
  func evaluateBody(_ statements: CodeBlockItemListSyntax, in scope: ManifestScope, at node: some SyntaxProtocol)
    -> ManifestValue
  {
    let items = activeItems(statements)
    if items.count == 1, let expression = items[0].item.as(ExprSyntax.self) {
      return evaluate(expression, in: scope)
    }
    switch executeBlock(items, in: scope) {
    case .returned(let value): return value
    // A body that is one `switch` or `if` returns the value its branch ends with (Swift 5.9's implicit return); one
    // that could not be decided stays nil, which the places that use it report as an entry not read.
    case .value(let value) where items.count == 1 && Self.isBranching(items[0]) && !value.isUnknown: return value
    case .normal, .continued, .value: return .null
    }
  }

  /// Whether a statement is a `switch`, or an `if` with an `else`: what a body's only statement may be to be its value.
  static func isBranching(_ item: CodeBlockItemSyntax) -> Bool {
    let expression: ExprSyntax? =
      switch item.item {
      case .expr(let expression): expression
      case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
      case .decl: nil
      }
    return expression?.is(SwitchExprSyntax.self) == true || expression?.as(IfExprSyntax.self)?.elseBody != nil
  }
}
