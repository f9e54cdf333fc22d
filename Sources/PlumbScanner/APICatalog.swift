import PlumbModel

/// The API names the scanner looks for. Matching is by name, not by resolved symbol (there is no type checker
/// here), so each list holds names specific enough to mean the framework API in app code.
enum APICatalog {
  /// SwiftUI navigation containers and values, matched where they are referenced (`NavigationStack { }`,
  /// `NavigationPath()`, `var path: NavigationPath`).
  static let swiftUINavigationTypes: Set<String> = [
    "NavigationStack", "NavigationPath", "NavigationLink", "NavigationSplitView", "NavigationView",
  ]

  /// SwiftUI view modifiers that navigate, matched when called as members (`.sheet(isPresented:)`).
  static let swiftUINavigationModifiers: Set<String> = [
    "navigationDestination", "sheet", "fullScreenCover", "popover",
  ]

  /// UIKit calls that navigate whatever their arguments. `present`, `show` and `dismiss` are too common as
  /// names, so they are matched only with UIKit's argument labels (see `FileFactsCollector`).
  static let uiKitNavigationCalls: Set<String> = [
    "pushViewController", "setViewControllers", "popViewController", "popToRootViewController",
    "popToViewController", "showDetailViewController",
  ]

  /// Types whose use is a side effect, by family.
  static let sideEffectTypes: [String: String] = [
    "URLSession": "network",
    "FileManager": "fileSystem",
    "FileHandle": "fileSystem",
    "UserDefaults": "userDefaults",
    "NSUbiquitousKeyValueStore": "userDefaults",
    "NSManagedObjectContext": "coreData",
    "NSPersistentContainer": "coreData",
    "NSPersistentCloudKitContainer": "coreData",
    "NSPersistentStoreCoordinator": "coreData",
    "NSFetchRequest": "coreData",
    "ModelContext": "swiftData",
    "ModelContainer": "swiftData",
    "FetchDescriptor": "swiftData",
    "DatabaseQueue": "sqlite",
    "DatabasePool": "sqlite",
    "FMDatabase": "sqlite",
    "FMDatabaseQueue": "sqlite",
  ]

  /// Attributes (macros and property wrappers) that mean persistence.
  static let sideEffectAttributes: [String: String] = [
    "Model": "swiftData",
    "Query": "swiftData",
    "FetchRequest": "coreData",
    "SectionedFetchRequest": "coreData",
    "AppStorage": "userDefaults",
  ]

  /// Environment key paths that hand a view a persistence context (`@Environment(\.modelContext)`).
  static let sideEffectKeyPaths: [String: String] = [
    "modelContext": "swiftData",
    "managedObjectContext": "coreData",
  ]

  /// C functions of the SQLite library start with this.
  static let sqliteFunctionPrefix = "sqlite3_"
}
