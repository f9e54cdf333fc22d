import PlumbModel

/// Views and view controllers do not talk to the network or to a store themselves: a view model, presenter,
/// interactor or service does, behind a protocol, and the screen shows what it is given.
///
/// A side effect is a use of an API the scanner knows for networking or persistence, by family: `network`
/// (`URLSession`), `fileSystem` (`FileManager`, `FileHandle`), `userDefaults` (`UserDefaults`,
/// `NSUbiquitousKeyValueStore`, `@AppStorage`), `coreData` (`NSManagedObjectContext`, `NSFetchRequest`, the other
/// stack types, `@FetchRequest`, `@Environment(\.managedObjectContext)`), `swiftData` (`ModelContext`,
/// `ModelContainer`, `FetchDescriptor`, `@Query`, `@Environment(\.modelContext)`), `sqlite` (the `sqlite3_`
/// functions, GRDB's and FMDB's database types) and `keychain` (`SecItemAdd`, `SecItemCopyMatching`,
/// `SecItemUpdate`, `SecItemDelete`, `KeychainSwift`, `KeychainWrapper`). Names are matched as written, in the
/// type and in its extensions in the same module.
///
/// SwiftUI's persistence property wrappers count: `@AppStorage` reads and writes `UserDefaults`, `@Query` and
/// `@FetchRequest` query the store, and a view holding `\.modelContext` writes to it. They are Apple's shortcut for
/// a view to reach a store, and they are exactly what the MVVM seed moves out of views (a view "knows nothing of
/// URLs, JSON, files, UserDefaults or SwiftData"). A team that accepts them says so with `allowed-apis`
/// (`[AppStorage, Query]`, written without `@`) or `allowed-families` (`[userDefaults]`).
///
/// Naming a notification (`UserDefaults.didChangeNotification`) is no use of the store. One finding per type, at its
/// first side effect, naming every API it uses. Not judged: the composition root (`App`, app and scene delegates,
/// `@main` types), and a "controller" that is one by its name only (a struct, or a class with no other evidence).
public struct ViewNoSideEffectsRule: Rule {
  public static let info = RuleInfo(
    id: "view-no-side-effects",
    summary: "Views and view controllers do no networking or persistence themselves.",
    rationale: """
      A screen that fetches, reads files or writes to a database cannot be previewed or tested without the \
      network or the store, and the same data access ends up copied into every screen that needs it. MVVM's \
      guidance for SwiftUI apps (the SwiftUI architecture chapter) keeps views to display and interaction: URLSession, files, \
      UserDefaults, Core Data and SwiftData belong in services behind protocols, called by the view model. It \
      is the Massive View Controller's first symptom in MVC.
      """,
    defaultSeverity: .warning)

  public static let isEnabledByDefault = false
  public static let needsSourceFacts = true
  public static let needsCode = true

  public static let parameters = [
    RuleParameter(
      "allowed-apis", .strings, default: .strings([]),
      help: "APIs accepted in views, as the finding names them without `@` or `\\.` (`AppStorage`, `Query`, "
        + "`modelContext`, `UserDefaults`)."),
    RuleParameter(
      "allowed-families", .strings, default: .strings([]),
      help: "Families accepted in views: `network`, `fileSystem`, `userDefaults`, `coreData`, `swiftData`, "
        + "`sqlite`, `keychain`."),
  ]

  static let compositionRootProtocols: Set<String> = [
    "App", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
  ]

  let allowedAPIs: Set<String>
  let allowedFamilies: Set<String>

  public init(parameters: RuleParameterValues) {
    allowedAPIs = Set(parameters.strings("allowed-apis"))
    allowedFamilies = Set(parameters.strings("allowed-families"))
  }

  /// `@AppStorage` → `AppStorage`, `\.modelContext` → `modelContext`: the name a user writes under `allowed-apis`.
  static func plainName(_ api: String) -> String {
    String(api.drop { $0 == "@" || $0 == "\\" || $0 == "." })
  }

  public func check(_ context: RuleContext) -> [Finding] {
    guard let code = context.code else { return [] }
    var findings: [Finding] = []
    for type in context.judgedTypes(roles: Role.screenViews) {
      if !type.isScreenPart() || code.entryPointTypes.contains(type.node)
        || type.fact.inherits.contains(where: Self.compositionRootProtocols.contains)
      {
        continue
      }
      let uses = type.apiUses.filter { placed in
        placed.use.category == .sideEffect && !allowedFamilies.contains(placed.use.family)
          && !allowedAPIs.contains(Self.plainName(placed.use.api))
      }.sorted { ($0.file, $0.use.position) < ($1.file, $1.use.position) }
      guard let first = uses.first else { continue }
      var byFamily: [String: [String]] = [:]
      for use in uses where !(byFamily[use.use.family]?.contains(use.use.api) ?? false) {
        byFamily[use.use.family, default: []].append(use.use.api)
      }
      let described = byFamily.sorted { $0.key < $1.key }
        .map { "\(Self.familyWords[$0.key] ?? $0.key) (\($0.value.joined(separator: ", ")))" }
      var notes = [
        context.roleNote(type),
        "move it into a service behind a protocol and let the \(type.role == .view ? "view model" : "presenter or view model") "
          + "call it; the screen shows what it is given",
      ]
      if uses.contains(where: { $0.use.api.hasPrefix("@") || $0.use.api.hasPrefix("\\") }) {
        notes.append("SwiftUI's persistence wrappers count; a team that accepts them lists them under allowed-apis")
      }
      notes += uses.dropFirst().prefix(5).map { "also \($0.use.api) at \($0.file):\($0.use.position.line)" }
      findings.append(
        context.finding(
          "'\(type.name)' (\(type.role.withArticle)) does \(described.joined(separator: " and ")) itself",
          at: first.location, modules: [type.node.module], symbol: type.name, notes: notes))
    }
    return findings
  }

  static let familyWords: [String: String] = [
    "network": "networking", "fileSystem": "file access", "userDefaults": "user defaults", "coreData": "Core Data",
    "swiftData": "SwiftData", "sqlite": "SQLite", "keychain": "keychain access",
  ]
}
