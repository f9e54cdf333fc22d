extension SourceFacts.ModuleFacts {
  /// The attributes that make a type the program's entry point.
  public static let entryPointAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

  /// The most a module may hold and still be only an entry point: the lines of a `@main` app with a scene, or of an
  /// app delegate and a scene delegate that put another module's root view on screen.
  public static let entryPointLimits = (lines: 40, types: 2, functions: 4)

  /// Whether the module's own code is only an entry point: an `@main` type (or `@UIApplicationMain`,
  /// `@NSApplicationMain`) or a `main.swift` file, and little else: at most 40 lines of code, two types (the app and
  /// a delegate), four functions, and no function with a branch (`if`, `guard`, `switch` cases, loops, `&&`).
  ///
  /// Such a module launches code that lives elsewhere (AeroSpace's 25-line `AeroSpaceApp` calls `initAppBundle()`
  /// and shows the menu bar of the tested `AppBundle`; the 21-line host app of an Xcode source editor extension shows
  /// one line of text): there is no logic of its own for a test to check. One place decides it, so that every rule
  /// that asks means the same thing.
  public var isOnlyEntryPoint: Bool {
    let limits = Self.entryPointLimits
    return hasEntryPoint && files > 0 && lines <= limits.lines && types <= limits.types
      && functions <= limits.functions && maxCyclomaticComplexity <= 1
  }

  /// The conformances that make an `@main` type an app a platform launches and a composition root may be: a SwiftUI
  /// `App`, an application or scene delegate.
  public static let applicationConformances: Set<String> = [
    "App", "SwiftUI.App", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate",
  ]

  /// The most a composition root may hold: the files, lines and types of an `@main` app (and an app or scene
  /// delegate) that configures SDKs and builds another module's root, and the branches it may take in all.
  public static let compositionRootLimits = (files: 2, lines: 90, types: 2, branches: 3)

  /// Whether the module's own code is only a composition root: `isOnlyEntryPoint`, or an entry point in at most two
  /// files, 90 lines of code and two types (the `@main` type and an app or scene delegate) whose functions take at
  /// most three branches in all (`if !isTesting`, an `if let` around an SDK call). The entry point must be an `@main`
  /// type (or an application delegate's attribute) that is an app, a SwiftUI `App` or an application delegate
  /// (`applicationConformances`): a `main.swift` or a `static func main()` runs a command line program's own logic
  /// (reading its arguments, looping over them), which stays asked. An app that configures its SDKs
  /// and puts the root view of another module on screen (nowplaying-ios' `Develop`, `AdHoc` and `Production` builds,
  /// each one `@main` file over the tested `NowPlayingPackage`): the code it starts is tested where it lives, and what
  /// is left is wiring a test would restate. More files, types or branches are logic of its own, still asked.
  public var isCompositionRoot: Bool {
    let limits = Self.compositionRootLimits
    let branches = totalCyclomaticComplexity - functions
    return isOnlyEntryPoint
      || (!Set(typeAttributes).isDisjoint(with: Self.entryPointAttributes)
        && inheritance.keys.contains(where: Self.applicationConformances.contains)
        && files > 0 && files <= limits.files && lines <= limits.lines && types <= limits.types
        && branches <= limits.branches && maxCyclomaticComplexity <= 1 + limits.branches)
  }

  /// Whether the module is only an entry point over the SDK: `isOnlyEntryPoint`, and every import an SDK or toolchain
  /// module (`SystemModules`). Xcode's template app showing `Text("Hello, world!")`, kept as a placeholder for a
  /// platform not built yet (ios-pass' macOS target): it launches nothing of the codebase and has no logic of its own,
  /// so there is nothing to test.
  public var isPlaceholderApp: Bool {
    isOnlyEntryPoint && imports.allSatisfy { SystemModules.contains($0.module) }
  }

  /// The most lines of code beyond its imports that a module with top-level code (`main.swift`) may hold and still
  /// have nothing to test: a `print` or one call, with a few `#if` lines choosing what to import.
  public static let trivialTopLevelLines = 5

  /// Whether the module has no code a test could run: no function, initialiser, subscript or accessor (a computed
  /// property) with a body, no closure, and, when it has top-level code (`main.swift`), at most
  /// `trivialTopLevelLines` lines beyond its imports. An empty namespace `public enum CommonData {}`, types that only
  /// hold stored properties, a placeholder executable whose `main.swift` is `print("CLI here")` or one C call.
  ///
  /// In a module of data types only (no protocol, no class the workspace subclasses: `abstractTypes` 0),
  /// initialisers that only assign stored properties (`FunctionFact.onlyAssigns`: the memberwise `init` a public
  /// struct must spell out, a singleton's empty `private init() {}`) are no code either: cakk-client's
  /// `CommonDomain` (enums of raw values, structs with their memberwise `init`s) and `DIContainer`. A module that
  /// also declares protocols is a layer's contract (a domain's use cases and repositories beside its entities,
  /// cakk-client's `DomainCakeShop`): its teams test it, so its initialisers still count, as they did before.
  ///
  /// A closure whose body is one constant (`TypeCheckingLoad.constantClosures`: the `= { .never }` or
  /// `= { _ in false }` default of a dependency client's closure property) is no code either: an interface module
  /// that declares a client's type and its no-op test values holds nothing to test. So is a function whose body is
  /// one constant (`constantFunctions`: the stub conforming to a client's protocol that its test value holds,
  /// `func isAllowed() -> Bool { false }`, `func end() async {}`), and beside such stubs a protocol is that client's
  /// and not a layer's contract: the initialisers that only assign (the client's `init(adapter:)`) are no code either.
  ///
  /// A function or getter that only returns a resource of the module's own bundle (`bundleResourceFunctions`:
  /// `Bundle.module.url(forResource: name, withExtension: "scm")!`, or a call of such a function of its file) is no
  /// code either: a module that only hands out the query files it bundles has nothing of its own to test.
  public var hasNothingToTest: Bool {
    let stubs = constantFunctions
    let code =
      functions - stubs - bundleResourceFunctions - (abstractTypes == 0 || stubs > 0 ? assigningInitializers : 0)
    guard files > 0, code == 0, typeChecking.untypedClosures == typeChecking.constantClosures else { return false }
    return !hasEntryPoint || lines - imports.count <= Self.trivialTopLevelLines
  }

  /// Whether a module's code decides nothing: no entry point, at most 40 lines of code and four functions (the
  /// limits of `entryPointLimits`), no function with a branch and no closure. A plugin bundle's principal class that
  /// hands its types to the host (`var cgmManagerType: CGMManagerUI.Type? { G6CGMManager.self }` and a log line in
  /// `init`): everything it does is spelled out in its declarations, and a test would only restate them. One branch,
  /// one closure or more code makes it worth a test. See `ModuleGraph.isPluginBundle`.
  ///
  /// Measured on the files the module owns (`ownCodeSize`): a helper several targets compile, or copy (Trio's
  /// plugins each compile LoopKit's logging extension `OSLog.swift`, one with a `switch`), is those targets' code,
  /// tested or not where it is written (`SourceFactsSummary.sharedFiles`).
  public var hasNoLogic: Bool {
    let limits = Self.entryPointLimits
    let own = ownCodeSize
    return own.files > 0 && !hasEntryPoint && own.lines <= limits.lines && own.functions <= limits.functions
      && own.maxCyclomaticComplexity <= 1 && own.untypedClosures == 0
  }
}
