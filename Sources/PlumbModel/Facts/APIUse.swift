/// A use of an API that matters to the architecture: navigation, a side effect, or a notification.
public struct APIUse: Hashable, Comparable, Codable, Sendable {
  public enum Category: String, Hashable, Codable, Sendable, CaseIterable {
    case navigation, sideEffect, notification
  }

  public var category: Category
  /// Navigation: `SwiftUI` or `UIKit`. Side effects: `network`, `fileSystem`, `userDefaults`, `coreData`,
  /// `swiftData`, `sqlite`, `keychain`. Notifications: `post` or `observe`.
  public var family: String
  /// The name as used: `NavigationStack`, `sheet`, `pushViewController`, `URLSession`, `addObserver`, `@Model`.
  public var api: String
  /// The innermost enclosing type or extension (qualified name); nil at file scope.
  public var enclosingType: String?
  public var position: SourcePosition

  public init(category: Category, family: String, api: String, enclosingType: String?, position: SourcePosition) {
    self.category = category
    self.family = family
    self.api = api
    self.enclosingType = enclosingType
    self.position = position
  }

  public static func < (lhs: APIUse, rhs: APIUse) -> Bool {
    (lhs.position, lhs.category.rawValue, lhs.api) < (rhs.position, rhs.category.rawValue, rhs.api)
  }
}
