import Foundation

/// The git submodules of the analysed folder: the `path = ...` entries of its `.gitmodules`. A submodule is another
/// repository (a fork of a library, a shared core) checked out inside the app's: the app may depend on its packages
/// by path, so its manifests are read, but its own projects, Podfiles, test targets and example apps are not the
/// app's team's to fix. What plumb reports inside them is decided by `Pipeline` (`include-submodules`).
public struct GitSubmodules: Hashable, Sendable {
  /// Root-relative folders, as `.gitmodules` lists them, without a trailing slash.
  public let paths: [String]

  public init(paths: [String]) {
    self.paths = paths
  }

  /// The submodules listed by `root/.gitmodules` that are checked out (their folder exists); none without the file.
  public init(root: URL) {
    let file = root.appendingPathComponent(".gitmodules")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      self.init(paths: [])
      return
    }
    let present = Self.paths(in: text).filter { path in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    self.init(paths: present)
  }

  /// The `path` values of a `.gitmodules` text (git's configuration syntax: `path = Submodules/GRDB`).
  static func paths(in text: String) -> [String] {
    var result: [String] = []
    for line in text.split(whereSeparator: \.isNewline) {
      let parts = line.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "path" else { continue }
      var path = parts[1].trimmingCharacters(in: .whitespaces)
      if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
      while path.hasPrefix("./") { path.removeFirst(2) }
      while path.hasSuffix("/") { path.removeLast() }
      if !path.isEmpty, path != ".", !result.contains(path) { result.append(path) }
    }
    return result
  }

  public var isEmpty: Bool { paths.isEmpty }

  /// The submodule a root-relative file lies in, if any.
  public func submodule(of file: String) -> String? {
    paths.first { file == $0 || file.hasPrefix($0 + "/") }
  }
}
