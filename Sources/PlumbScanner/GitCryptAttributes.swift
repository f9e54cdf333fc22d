import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which `.gitattributes` line encrypts a file with git-crypt (`Keys.swift filter=git-crypt diff=git-crypt`): in a
/// checkout without the repository's key such a file is ciphertext, so a "binary file" in a Swift file's place is
/// named for what it is. The `.gitattributes` of the analysed folder and of the file's folders are read, the deepest
/// last-matching line winning, as git decides.
struct GitCryptAttributes {
  let root: URL
  /// Folder → the patterns its `.gitattributes` gives `filter=git-crypt`, with their lines.
  private var patterns: [String: [(pattern: String, line: Int)]] = [:]

  init(root: URL) {
    self.root = root
  }

  /// `App/.gitattributes:4` when a line there encrypts `path` (root-relative), else nil.
  mutating func encryptingLine(of path: String) -> String? {
    var folders = [""]
    var folder = ""
    for component in path.split(separator: "/").dropLast() {
      folder = folder.isEmpty ? String(component) : folder + "/" + component
      folders.append(folder)
    }
    var found: String?
    for folder in folders {
      let relative = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
      for entry in patterns(in: folder) where Self.matches(entry.pattern, relative) {
        found = (folder.isEmpty ? "" : folder + "/") + ".gitattributes:\(entry.line)"
      }
    }
    return found
  }

  private mutating func patterns(in folder: String) -> [(pattern: String, line: Int)] {
    if let known = patterns[folder] { return known }
    let url = root.appendingPathComponent(folder).appendingPathComponent(".gitattributes")
    var result: [(pattern: String, line: Int)] = []
    if let text = try? String(contentsOf: url, encoding: .utf8) {
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let pattern = fields.first, !pattern.hasPrefix("#"), fields.dropFirst().contains("filter=git-crypt")
        else { continue }
        result.append((String(pattern), index + 1))
      }
    }
    patterns[folder] = result
    return result
  }

  /// gitattributes' matching: a pattern without a `/` matches a name at any depth; one with a `/` matches the path
  /// from the file's folder, `dir/**` everything below `dir`.
  static func matches(_ pattern: String, _ path: String) -> Bool {
    var pattern = pattern
    if pattern.hasPrefix("/") { pattern.removeFirst() }
    if pattern.hasSuffix("/**") { return path.hasPrefix(String(pattern.dropLast(2))) }
    if !pattern.contains("/") {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return fnmatch(pattern, name, 0) == 0
    }
    return fnmatch(pattern, path, FNM_PATHNAME) == 0
  }
}
