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
}
