import PlumbModel
@_spi(RawSyntax) import SwiftSyntax

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
  /// names, so they are matched only with UIKit's argument labels (see `RawFactsCollector.recordCall`).
  static let uiKitNavigationCalls: Set<String> = [
    "pushViewController", "setViewControllers", "popViewController", "popToRootViewController",
    "popToViewController",
  ]

  /// Types (and capitalised C functions) whose use is a side effect, by family.
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
    // The Security framework's keychain functions: capitalised, so the scanner meets them as type-like names.
    "SecItemAdd": "keychain",
    "SecItemCopyMatching": "keychain",
    "SecItemUpdate": "keychain",
    "SecItemDelete": "keychain",
    "KeychainSwift": "keychain",
    "KeychainWrapper": "keychain",
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

  // MARK: Calls judged by their argument labels (both collectors ask these)

  /// The class whose instances, bound to a local (`let sheet = UIAlertController(...)`), are alerts when presented.
  static let alertClass = "UIAlertController"

  /// Names too common to mean navigation by themselves: `labelledNavigation` decides from the labels.
  static let labelledNavigationCalls: Set<String> = ["present", "show", "showDetailViewController", "dismiss"]

  /// The framework whose navigation a call to `present`, `show` or `dismiss` is, by its argument labels: UIKit's
  /// `present(_:animated:completion:)`, `show(_:sender:)`, `dismiss(animated:completion:)`, or SwiftUI's `dismiss()` (the
  /// `@Environment(\.dismiss)` action, called on no receiver but `self`); nil for anything else of those names.
  /// Presenting an alert (`present(alert, animated: true)`, `showDetailViewController(alertController, sender:
  /// nil)`: a first argument that says `alert`, or a local the function bound to `UIAlertController(...)`, in
  /// `alertLocals`) is feedback on the screen, not a move to another one.
  static func labelledNavigation(
    _ name: String, labels: [String?], hasTrailingClosure: Bool, receiver: String?, firstArgument: String?,
    alertLocals: Set<String> = []
  ) -> String? {
    // UIKit's first argument of `present` and `show` is unlabelled: `navigator.show(segue:sender:)` is the app's own.
    let presents = name == "present" && labels.first == .some(nil) && labels.contains("animated")
    let shows = (name == "show" || name == "showDetailViewController") && labels.count == 2 && labels[0] == nil
      && labels[1] == "sender"
    if presents || shows {
      let isAlert = firstArgument.map { $0.lowercased().contains("alert") || alertLocals.contains($0) } ?? false
      return isAlert ? nil : "UIKit"
    }
    if name == "dismiss" && labels.first == "animated" {
      return "UIKit"
    }
    if name == "dismiss" && labels.isEmpty && !hasTrailingClosure && (receiver == nil || receiver == "self") {
      return "SwiftUI"
    }
    return nil
  }

  /// Names of calls that may post or observe notifications: `notificationUse` decides.
  static let notificationCalls: Set<String> = ["post", "addObserver", "publisher", "notifications"]

  /// Whether a call posts or observes a notification, with the API's name: `post` and `addObserver` on a
  /// notification center or with its labels, `publisher(for:)` and `notifications(named:)` on a notification
  /// center. Key-value observing (`addObserver(_:forKeyPath:…)`) is not a notification.
  static func notificationUse(_ name: String, labels: [String?], onNotificationCenter: Bool) -> (family: String, api: String)? {
    switch name {
    case "post" where onNotificationCenter || labels.first == "name":
      return ("post", name)
    case "addObserver" where !labels.contains("forKeyPath")
      && (onNotificationCenter || labels.contains("forName") || labels.contains("name")):
      return ("observe", name)
    case "publisher" where onNotificationCenter && labels.first == "for":
      return ("observe", "publisher(for:)")
    case "notifications" where onNotificationCenter && labels.first == "named":
      return ("observe", "notifications(named:)")
    default:
      return nil
    }
  }

  // MARK: The same names for `RawFactsCollector`, which matches tokens without making strings.

  /// Every type name the collectors look for when a type is used.
  static let typeUseTexts = TextLookup(swiftUINavigationTypes.union(sideEffectTypes.keys))
  static let swiftUINavigationModifierTexts = TextLookup(swiftUINavigationModifiers)
  static let uiKitNavigationCallTexts = TextLookup(uiKitNavigationCalls)
  static let labelledNavigationCallTexts = TextLookup(labelledNavigationCalls)
  static let notificationCallTexts = TextLookup(notificationCalls)
  static let sqliteFunctionPrefixText = TextLookup.permanentText(sqliteFunctionPrefix)
  static let alertClassText = TextLookup.permanentText(alertClass)
}

/// A set of names to match tokens against. Nearly every identifier of a file is looked up and nearly none
/// matches, so the first byte and the length rule most out before any hashing.
struct TextLookup: Sendable {
  private let texts: Set<SyntaxText>
  /// For each first byte, bit `n` is set when a name of `n` bytes (63 for longer ones) starts with it.
  private let lengthsByFirstByte: [UInt64]

  init(_ strings: some Sequence<String>) {
    var lengths = [UInt64](repeating: 0, count: 256)
    var texts = Set<SyntaxText>()
    for string in strings {
      let text = Self.permanentText(string)
      texts.insert(text)
      if let first = text.first { lengths[Int(first)] |= 1 << UInt64(min(text.count, 63)) }
    }
    self.texts = texts
    self.lengthsByFirstByte = lengths
  }

  func contains(_ name: SyntaxText) -> Bool {
    guard let first = name.first, lengthsByFirstByte[Int(first)] & (1 << UInt64(min(name.count, 63))) != 0 else {
      return false
    }
    return texts.contains(name)
  }

  /// `SyntaxText` does not own its bytes: this copy lives as long as the process.
  static func permanentText(_ string: String) -> SyntaxText {
    let bytes = Array(string.utf8)
    let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
    _ = storage.initialize(from: bytes)
    return SyntaxText(baseAddress: UnsafePointer(storage.baseAddress), count: bytes.count)
  }
}
