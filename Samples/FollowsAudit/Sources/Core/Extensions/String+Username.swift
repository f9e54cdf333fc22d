import Foundation

extension String {
  /// Instagram usernames are case-insensitive and exports sometimes carry an `@` or blanks around them.
  public var normalizedUsername: String {
    var username = trimmingCharacters(in: .whitespacesAndNewlines)
    if username.hasPrefix("@") { username.removeFirst() }
    return username.lowercased()
  }

  /// The username as people write it: `@name`.
  public var asHandle: String { "@" + normalizedUsername }

  /// Whether the text could be an Instagram username: 1 to 30 letters, digits, periods and underscores.
  public var isValidUsername: Bool {
    let username = normalizedUsername
    guard (1...30).contains(username.count) else { return false }
    return username.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_") }
  }
}
