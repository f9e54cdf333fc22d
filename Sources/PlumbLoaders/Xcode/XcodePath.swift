import Foundation

/// Path arithmetic on root-relative paths, as strings: "" is the analysed root, components are joined with "/",
/// and `..` stays when a path leaves the root (a project may refer to files beside the analysed folder).
enum XcodePath {
  static func join(_ base: String, _ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    if base.isEmpty { return normalize(path) }
    if path.isEmpty { return normalize(base) }
    return normalize(base + "/" + path)
  }

  /// Removes `.`, empty components and `a/..` pairs.
  static func normalize(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    // Most paths are normal already (the tree's own, asked again and again while loading): returned as they are.
    if isPlainASCII(isAbsolute ? path.utf8.dropFirst() : Substring(path).utf8) { return path }
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != ".." {
          parts.removeLast()
        } else if !isAbsolute {
          parts.append(part)
        }
      default: parts.append(part)
      }
    }
    return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
  }

  /// Whether a normalized root-relative path leaves the analysed root (`..`, `../x`, or absolute): such files are
  /// not read, whatever a project or spec of the analysed repository says.
  static func isOutsideRoot(_ path: String) -> Bool {
    path.hasPrefix("/") || path == ".." || path.hasPrefix("../")
  }

  /// Whether a path lies outside the root and outside every one of `allowed` (the folders of projects a workspace
  /// of the root names beside it, `../Shared`): what a project or configuration file names there is not read.
  static func isOutside(_ path: String, allowed: [String]) -> Bool {
    isOutsideRoot(path)
      && !allowed.contains { folder in
        // Below the folder, never back up out of it (`..` allowed does not allow `../../etc`).
        guard path != folder else { return true }
        guard path.hasPrefix(folder + "/") else { return false }
        let rest = path.dropFirst(folder.count + 1)
        return rest != ".." && !rest.hasPrefix("../")
      }
  }

  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func lastComponent(_ path: String) -> String {
    // An ASCII path without a trailing slash: what follows its last slash, without splitting the whole path.
    if let last = path.utf8.last, last != UInt8(ascii: "/"), path.utf8.allSatisfy({ $0 < 0x80 }) {
      let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
      return String(path[(slash.map { path.utf8.index(after: $0) } ?? path.startIndex)...])
    }
    return path.split(separator: "/").last.map(String.init) ?? path
  }

  /// True when `bytes` are ASCII and, split at "/", have no empty, `.` or `..` component (and are not empty): a
  /// path `normalize` keeps as it is. Other text answers false (its characters are left to `split`, which compares
  /// whole characters: a combining mark after a slash makes one character of both).
  static func isPlainASCII(_ bytes: Substring.UTF8View) -> Bool {
    var length = 0
    var dots = 0
    for byte in bytes {
      if byte >= 0x80 { return false }
      if byte == UInt8(ascii: "/") {
        if length == 0 || (dots == length && length <= 2) { return false }
        length = 0
        dots = 0
      } else {
        length += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
    }
    return length > 0 && !(dots == length && length <= 2)
  }

  /// A root-relative form of an absolute path below the root; other absolute paths are kept as they are.
  static func relative(absolute path: String, root: URL) -> String {
    let rootPath = normalize(root.standardizedFileURL.path)
    let normalized = normalize(path)
    if normalized == rootPath { return "" }
    if normalized.hasPrefix(rootPath + "/") { return String(normalized.dropFirst(rootPath.count + 1)) }
    return normalized
  }

  static func url(_ path: String, root: URL) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return path.isEmpty ? root : root.appendingPathComponent(path)
  }

  /// The deepest folder that holds every path (`""` when they only share the root).
  static func commonFolder(_ paths: [String]) -> String? {
    guard var common = paths.first.map({ parent($0).split(separator: "/").map(String.init) }) else { return nil }
    for path in paths.dropFirst() {
      let parts = parent(path).split(separator: "/").map(String.init)
      var count = 0
      while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
      common.removeLast(common.count - count)
    }
    let joined = common.joined(separator: "/")
    return paths.first!.hasPrefix("/") ? "/" + joined : joined
  }
}
