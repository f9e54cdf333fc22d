/// What the source scanner learnt about the modules, for rules that look past the manifests (an import of a
/// module that is not declared, a declared dependency nothing imports). nil in `RuleContext` when sources were
/// not scanned; rules that need it declare `needsSourceFacts`.
public struct SourceFacts: Codable, Sendable {
  /// One `import X` in a module's sources.
  public struct Import: Hashable, Codable, Sendable {
    /// The imported module's name as written.
    public var module: String
    public var location: Location
    /// Attribute names without `@` (`testable`, `_exported`, `_implementationOnly`), as the scanner saw them.
    public var attributes: [String]
    /// The `#if` conditions the import sits under (`canImport(UIKit)`, `DEBUG && os(iOS)`); nil when it is
    /// always compiled.
    public var condition: String?

    public init(module: String, location: Location, attributes: [String] = [], condition: String? = nil) {
      self.module = module
      self.location = location
      self.attributes = attributes
      self.condition = condition
    }

    /// `@_exported import`: whoever imports this module sees the imported one too.
    public var isExported: Bool { attributes.contains("_exported") }
    public var isTestable: Bool { attributes.contains("testable") }
    /// Whether the import only happens when the module can be found: `#if canImport(Module)` around it (nested
    /// conditions are joined with ` && `; an `#else` branch is a negation and does not count).
    public var isGuardedByCanImport: Bool {
      guard let condition else { return false }
      return condition.split(separator: "&&").contains { part in
        let part = part.drop { $0 == " " }
        return !part.hasPrefix("!") && part.contains("canImport(\(module))")
      }
    }
  }

  /// Facts about one module's sources.
  public struct ModuleFacts: Codable, Sendable {
    public var imports: [Import]
    public var lines: Int
    public var files: Int
    /// Lines of code in files a generator's header marks (`GeneratedFileMarker`).
    public var generatedLines: Int = 0
    /// Types declared (classes, structs, enums, protocols, actors).
    public var types: Int
    /// Protocols, and classes that are only subclassed: the numerator of abstractness.
    public var abstractTypes: Int
    /// Other workspace modules whose declared types the sources name, resolved the way the compiler looks names
    /// up (through imports and `@_exported` re-exports); sorted.
    public var referencedModules: [ModuleID]
    /// Names the sources use as members (`x.name`, `.name`, `\.name`); sorted.
    public var memberNames: [String]
    /// Properties and methods the module adds to types declared elsewhere
    /// (`extension DependencyValues { var apiClient }`); sorted. Before Swift's MemberImportVisibility, other
    /// modules use them without importing this one.
    public var extensionMembers: [String]
    /// Attribute names written on the module's types and extensions (`Reducer`, `DependencyClient`, `MainActor`);
    /// sorted. Unknown ones are usually attached macros.
    public var typeAttributes: [String]
    /// Names of the types the module declares (not extensions); sorted.
    public var declaredTypes: [String]
    /// Types declared elsewhere that the module extends with a conformance (`extension ApiClient: DependencyKey`);
    /// sorted. Whoever links the module gets the conformance without importing it.
    public var conformedTypes: [String]
    /// Functions with a body (`FileFacts.functions`: functions, initialisers, subscripts, accessors).
    public var functions: Int
    /// The sum of the functions' cyclomatic complexities.
    public var totalCyclomaticComplexity: Int
    /// The largest cyclomatic complexity of a function; 0 without functions.
    public var maxCyclomaticComplexity: Int
    /// Functions whose cyclomatic complexity is above `complexFunctionThreshold`.
    public var complexFunctions: Int
    /// The sum of the functions' line counts (`FunctionFact.lineCount`).
    public var functionLines: Int
    /// Whether the module has an entry point: a type marked `@main` (`@UIApplicationMain`, `@NSApplicationMain`) or a
    /// `main.swift` file, whose top-level code runs first. See `isOnlyEntryPoint`.
    public var hasEntryPoint = false
    /// Names the sources call without a base (`reportIssue(...)`) that the module declares no function of: calls of
    /// free functions of other modules, as far as names tell; sorted.
    public var calledFunctions: [String] = []
    /// File-scope functions the module declares `public`, `open` or `package`; sorted.
    public var publicFunctions: [String] = []
    /// The first part of every dotted type name the sources write (`ApolloAPI.Object` → `ApolloAPI`), sorted: a
    /// module-qualified name uses its module even when the module's types are unknown to plumb (a remote package, an
    /// Objective-C module) and only a re-export makes it visible.
    public var typeQualifiers: [String] = []
    /// The targets a documentation command of the module's sources names (`FileFacts.documentedTargets`), sorted.
    public var documentedTargets: [String] = []
    /// The type names the sources write (`FileFacts.topLevelReferences`, `TypeFact.references`: `TestClock`,
    /// `Outer.Inner`), sorted: matched against the public types of remote modules, which plumb does not resolve.
    public var typeNames: [String] = []
    /// The module's conformances: for each name an inheritance clause of its types and extensions writes
    /// (`SwiftProtobuf.Message`, `Codable`, a superclass), the types that write it, sorted.
    public var inheritance: [String: [String]] = [:]
    /// For each name of a function the module declares, the types its declarations return
    /// (`FunctionFact.returnedTypeName`: `makeAnimationView` → `LottieAnimationView`), sorted: a module that calls
    /// the function holds a value of the type without naming it.
    public var returnedTypes: [String: [String]] = [:]
    /// The constructs the type checker spends time on, over the module's files (the build-time model's input).
    public var typeChecking = TypeCheckingLoad()
    /// Initialisers whose body only assigns stored properties (`FunctionFact.onlyAssigns`), among `functions`.
    public var assigningInitializers = 0
    /// Functions whose body is empty or one constant (`FunctionFact.returnsAConstant`), among `functions`.
    public var constantFunctions = 0
    /// Functions that only return a resource of the module's bundle (`FunctionFact.returnsABundleResource`), among
    /// `functions`.
    public var bundleResourceFunctions = 0
    /// The numbers of the files the module owns, when some of its files are other modules' too
    /// (`SourceFactsSummary.sharedFiles` decides which); nil when every file is its own.
    public var ownCode: CodeSize?

    /// How much code some of a module's files hold, for the measures that ask whether it decides anything.
    public struct CodeSize: Hashable, Codable, Sendable {
      public var files = 0
      public var lines = 0
      public var functions = 0
      public var maxCyclomaticComplexity = 0
      public var untypedClosures = 0

      public init(files: Int = 0, lines: Int = 0, functions: Int = 0, maxCyclomaticComplexity: Int = 0,
        untypedClosures: Int = 0)
      {
        self.files = files
        self.lines = lines
        self.functions = functions
        self.maxCyclomaticComplexity = maxCyclomaticComplexity
        self.untypedClosures = untypedClosures
      }
    }

    /// The numbers of the module's own code: `ownCode`, or all of its files when they are all its own.
    public var ownCodeSize: CodeSize {
      ownCode
        ?? CodeSize(
          files: files, lines: lines, functions: functions, maxCyclomaticComplexity: maxCyclomaticComplexity,
          untypedClosures: typeChecking.untypedClosures)
    }

    /// Above 10 a function counts as complex: McCabe's own limit, and lizard's default warning threshold.
    public static let complexFunctionThreshold = 10

    /// Lines per function; 0 without functions.
    public var meanFunctionLength: Double {
      functions == 0 ? 0 : Double(functionLines) / Double(functions)
    }

    /// Cyclomatic complexity per function; 0 without functions.
    public var meanCyclomaticComplexity: Double {
      functions == 0 ? 0 : Double(totalCyclomaticComplexity) / Double(functions)
    }

    /// Adds a function's numbers to the totals.
    public mutating func add(_ function: FunctionFact) {
      functions += 1
      if function.onlyAssigns { assigningInitializers += 1 }
      if function.returnsAConstant { constantFunctions += 1 }
      if function.returnsABundleResource { bundleResourceFunctions += 1 }
      totalCyclomaticComplexity += function.cyclomaticComplexity
      maxCyclomaticComplexity = max(maxCyclomaticComplexity, function.cyclomaticComplexity)
      if function.cyclomaticComplexity > Self.complexFunctionThreshold { complexFunctions += 1 }
      functionLines += function.lineCount
    }

    /// Counts a function `add` counted out again (a file's old version, `SourceFactsSummary.patch`). The largest
    /// complexity stays: what it is without the function, the counts cannot say.
    public mutating func remove(_ function: FunctionFact) {
      functions -= 1
      if function.onlyAssigns { assigningInitializers -= 1 }
      if function.returnsAConstant { constantFunctions -= 1 }
      if function.returnsABundleResource { bundleResourceFunctions -= 1 }
      totalCyclomaticComplexity -= function.cyclomaticComplexity
      if function.cyclomaticComplexity > Self.complexFunctionThreshold { complexFunctions -= 1 }
      functionLines -= function.lineCount
    }

    public init(
      imports: [Import] = [], lines: Int = 0, files: Int = 0, types: Int = 0, abstractTypes: Int = 0,
      referencedModules: [ModuleID] = [], memberNames: [String] = [], extensionMembers: [String] = [],
      typeAttributes: [String] = [], declaredTypes: [String] = [], conformedTypes: [String] = [], functions: Int = 0,
      totalCyclomaticComplexity: Int = 0, maxCyclomaticComplexity: Int = 0, complexFunctions: Int = 0,
      functionLines: Int = 0
    ) {
      self.declaredTypes = declaredTypes
      self.conformedTypes = conformedTypes
      self.imports = imports
      self.lines = lines
      self.files = files
      self.types = types
      self.abstractTypes = abstractTypes
      self.referencedModules = referencedModules
      self.memberNames = memberNames
      self.extensionMembers = extensionMembers
      self.typeAttributes = typeAttributes
      self.functions = functions
      self.totalCyclomaticComplexity = totalCyclomaticComplexity
      self.maxCyclomaticComplexity = maxCyclomaticComplexity
      self.complexFunctions = complexFunctions
      self.functionLines = functionLines
    }
  }

  public var modules: [ModuleID: ModuleFacts]
  /// The public file-scope functions of the modules of remote packages, by Swift module name, read from their
  /// checkouts (names only: nothing else of those files is kept or judged); sorted. Only the modules of products some
  /// module declares without importing them are read (see `RemoteFunctionCandidates`).
  public var remoteFunctions: [String: [String]] = [:]
  /// The remote products some module declares without importing them whose checkout shows no code in any module they
  /// link, only resource files (a package of data files copied into its bundle): nothing can be imported from them;
  /// sorted.
  public var remoteProductsWithoutSwift: [ModuleID] = []
  /// The members that extensions of the modules of remote packages add to types those modules do not declare (SnapKit's
  /// `snp`), by Swift module name, read with `remoteFunctions` from the same checkouts; sorted.
  public var remoteExtensionMembers: [String: [String]] = [:]
  /// The public types the modules of remote packages declare (extensions left out), by Swift module name, read with
  /// `remoteFunctions` from the same checkouts; sorted.
  public var remoteTypes: [String: [String]] = [:]
  /// The public members the modules of remote packages add in extensions of protocols they declare themselves
  /// (SwiftProtobuf's `static func with` in `extension Message`), by Swift module name and protocol, read with
  /// `remoteFunctions` from the same checkouts; sorted. Every conforming type has them, visible without an import.
  public var remoteProtocolMembers: [String: [String: [String]]] = [:]
  /// The protocols of their own that the modules of remote packages conform `NSObject` to (Then's `extension
  /// NSObject: Then {}`), by Swift module name, read with `remoteProtocolMembers`; sorted. Every Foundation, UIKit and
  /// AppKit object then has those protocols' extension members.
  public var remoteNSObjectProtocols: [String: [String]] = [:]
  /// The modules that modules of remote packages re-export (`@_exported import`), by Swift module name: read only for
  /// the modules a module imports while it declares another remote product without importing it
  /// (`RemoteFunctionCandidates.reexporters`); sorted.
  public var remoteReexports: [String: [String]] = [:]
  /// The remote products some module declares without importing them whose own targets (those the product lists)
  /// hold no Swift file: binary targets, Objective-C or C targets (Firebase's Analytics and Crashlytics, started by
  /// another product's `FirebaseApp.configure()`); sorted.
  public var remoteProductsListingNoSwift: [ModuleID] = []
  /// The Swift modules the targets of every remote package read from its checkout build, sorted: an import of one of
  /// them is explained by the checkouts, whatever the graph's products are named.
  public var remoteModuleNames: [String] = []
  /// The remote products some module declares without importing them whose targets (those the product lists) are all
  /// binary targets, sorted: the modules they build are named by the frameworks in their archives, not the manifest.
  public var remoteBinaryOnlyProducts: [ModuleID] = []
  /// The dependencies the code really has, whatever the manifests declare: imports (and type uses) resolved to
  /// modules of the graph, one `.importOnly` edge per pair at its first use. Rules compare them with the
  /// declared edges.
  public var actualDependencies: [Dependency]

  public init(modules: [ModuleID: ModuleFacts] = [:], actualDependencies: [Dependency] = []) {
    self.modules = modules
    self.actualDependencies = actualDependencies.sorted()
  }
}
