#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

import PlumbModel

/// The folders and files below the analysed root, read from disk once and shared by every stage that needs the
/// file list: package discovery, target sources, Xcode project discovery, the folder fallback and the scanner.
///
/// Walking the tree with Foundation once per stage cost most of the loading time (`URL` building, resource
/// values, one `stat` per question). The walk lists each folder with `readdir`, asks the file system
/// only about entries `readdir` cannot type, and keeps paths as root-relative `String`s.
///
/// It enters every real folder except the ones no stage ever wants whole (hidden folders, `.build`, build and
/// vendor folders: `isSkipped`). A stage that must look where the walk did not go (a symbolic link to a folder,
/// a target or synchronized folder inside `Pods/`, a folder beside the root) asks `children(of:)`, which reads
/// that one folder from disk, so every stage sees exactly what a walk of its own would have seen.
public struct FileTree: Sendable {
  /// What a directory entry is. A symbolic link keeps what it points at, because stages differ on links: some
  /// follow them, some list links to files as files, none enters a link to a folder while walking the root.
  public enum Kind: UInt8, Sendable {
    case file
    case folder
    case linkToFile
    case linkToFolder
    /// A link whose target does not exist (or cannot be reached).
    case brokenLink
    /// An entry whose name is not UTF-8 (Linux allows any bytes but `/` and NUL): a path plumb cannot spell, so
    /// it is left out; the walk of a target's sources says so. Its `name` is the lossy decoding.
    case nameNotUTF8

    /// True for a folder or a link to one: what `stat` (which follows links) calls a directory.
    public var isFolderFollowingLinks: Bool { self == .folder || self == .linkToFolder }
    /// True when `stat` finds something: anything but a broken link.
    public var existsFollowingLinks: Bool { self != .brokenLink && self != .nameNotUTF8 }
    public var isLink: Bool { self == .linkToFile || self == .linkToFolder || self == .brokenLink }
  }

  public struct Entry: Hashable, Sendable {
    public var name: String
    public var kind: Kind
  }

  /// Folder names the walk never enters: they hold build products, tool state or copies of other people's code.
  /// Hidden folders (`.build`, `.build-*`, `.git`, `.swiftpm`) are skipped by their leading dot.
  public static let skippedFolderNames: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "checkouts"]

  public static func isSkipped(folder name: String) -> Bool {
    name.hasPrefix(".") || skippedFolderNames.contains(name)
  }

  /// Folders that are opaque bundles to Xcode; they can hold no Swift sources of a target.
  static let bundleExtensions: Set<String> = [
    "xcodeproj", "xcworkspace", "xcassets", "xcframework", "framework", "bundle", "app", "xcdatamodeld",
    "lproj", "playground", "xctemplate", "docc",
  ]

  static func isBundle(folder name: String) -> Bool {
    let ext = pathExtension(of: name).lowercased()
    return !ext.isEmpty && bundleExtensions.contains(ext)
  }

  /// The folders Xcode discovery and the folder fallback leave alone: the skipped ones and bundles.
  static func isSkippedOrBundle(folder name: String) -> Bool {
    isSkipped(folder: name) || isBundle(folder: name)
  }

  /// The absolute, standardized path of the root, without a trailing slash (except for `/` itself).
  public let root: String
  /// Every folder the walk entered, by root-relative path (`""` is the root), with its entries sorted by name.
  let listings: [String: [Entry]]

  /// Walks the tree below `root` (an absolute path).
  public init(root: String) {
    let root = Self.trimmed(root)
    self.root = root
    var listings: [String: [Entry]] = [:]
    var pending = [""]
    while let folder = pending.popLast() {
      guard let entries = Self.list(folder: Self.absolute(folder, root: root)) else { continue }
      listings[folder] = entries
      for entry in entries where entry.kind == .folder && !Self.isSkipped(folder: entry.name) {
        pending.append(Self.join(folder, entry.name))
      }
    }
    self.listings = listings
  }

  // MARK: Questions

  /// The entries of a folder, sorted by name; nil when it is not a readable folder. `path` is root-relative
  /// (`""` for the root, `..` allowed) or absolute. Folders the walk entered are answered from memory; others
  /// (links, skipped folders, folders outside the root) are read from disk, following links as opening a path does.
  public func children(of path: String) -> [Entry]? {
    if let key = key(path), let entries = listings[key] { return entries }
    return Self.read(folder: Self.absolute(path, root: root))
  }

  /// What is at `path` (root-relative or absolute), as `lstat` and `stat` see it; nil when nothing is there.
  public func kind(of path: String) -> Kind? {
    if let key = key(path), !key.isEmpty {
      let slash = Self.lastSlash(in: key)
      let parent = slash.map { String(key[..<$0]) } ?? ""
      if let entries = listings[parent] {
        let name = slash.map { String(key[key.index(after: $0)...]) } ?? key
        return Self.find(name, in: entries)?.kind
      }
    }
    return Self.lookUp(path: Self.absolute(path, root: root))
  }

  /// True when `stat` finds a folder at `path` (links followed).
  public func isFolder(_ path: String) -> Bool { kind(of: path)?.isFolderFollowingLinks ?? false }

  /// True when `stat` finds anything at `path` (links followed).
  public func exists(_ path: String) -> Bool { kind(of: path)?.existsFollowingLinks ?? false }

  /// The absolute path of a root-relative one (absolute paths are returned as they are).
  public func absolutePath(_ path: String) -> String { Self.absolute(path, root: root) }

  /// The key of `path` in `listings`: its root-relative form (`""` for the root). Nil for a path outside the root
  /// or not in plain form (`.`, `..` or empty components): the disk answers those, resolving them as it does.
  func key(_ path: String) -> String? {
    var relative = Substring(path)
    if path.hasPrefix("/") {
      if path == root { return "" }
      let base = root == "/" ? "/" : root + "/"
      guard path.hasPrefix(base) else { return nil }
      relative = path.dropFirst(base.count)
    }
    if relative.isEmpty { return "" }
    if XcodePath.isPlainASCII(relative.utf8) { return String(relative) }
    let isPlain = !relative.split(separator: "/", omittingEmptySubsequences: false)
      .contains { $0.isEmpty || $0 == "." || $0 == ".." }
    return isPlain ? String(relative) : nil
  }

  // MARK: Paths

  /// Where the last `/` of a path is. In an ASCII path (nearly every one) a `/` byte is a `/` character: its bytes
  /// are searched, not its characters; another path is read as text, where a `/` a combining mark follows is no `/`.
  static func lastSlash(in path: String) -> String.Index? {
    path.utf8.allSatisfy { $0 < 0x80 } ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder + "/" + name
  }

  static func absolute(_ path: String, root: String) -> String {
    if path.hasPrefix("/") { return path }
    if path.isEmpty { return root }
    return root == "/" ? "/" + path : root + "/" + path
  }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  private static func find(_ name: String, in entries: [Entry]) -> Entry? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].name == name ? entries[low] : nil
  }

  // MARK: The file system

  /// One folder's entries, sorted by name, without `.` and `..`; nil when it cannot be opened as a folder. A
  /// recorded load notes the answer: this is a folder the walk did not enter.
  static func read(folder path: String) -> [Entry]? {
    let entries = list(folder: path)
    InputRecorder.note(.treeListing(path: path)) { listingAnswer(entries) }
    return entries
  }

  static func listingAnswer(_ entries: [Entry]?) -> ContentHash {
    guard let entries else { return ContentHash(of: "\u{0}unreadable") }
    var text = ""
    for entry in entries { text += entry.name + "\u{0}" + String(entry.kind.rawValue) + "\u{0}" }
    return ContentHash(of: text)
  }

  static func kindAnswer(_ kind: Kind?) -> ContentHash {
    ContentHash(of: kind.map { String($0.rawValue) } ?? "\u{0}missing")
  }

  /// What the walk saw, hashed: every folder it entered, with every entry's name and kind. Two walks with the same
  /// fingerprint saw the same tree (the analysis cache reuses a load only then).
  public var fingerprint: ContentHash {
    var text = ""
    for folder in listings.keys.sorted() {
      text += folder + "\u{1}"
      for entry in listings[folder]! { text += entry.name + "\u{0}" + String(entry.kind.rawValue) + "\u{0}" }
    }
    return ContentHash(of: text)
  }

  /// The answer the disk gives today to one of the tree's recorded questions; nil for other questions.
  public static func answer(_ probe: RecordedInput.Probe) -> ContentHash? {
    switch probe {
    case .treeListing(let path): return listingAnswer(list(folder: path))
    case .treeKind(let path): return kindAnswer(inspect(path: path))
    case .realPath(let path): return realPathAnswer(resolvedPath(path))
    default: return nil
    }
  }

  private static func list(folder path: String) -> [Entry]? {
    // The folder is opened by descriptor (not `opendir`) so its entries can be asked about relative to it, with
    // no path building; `dirfd` can be a C macro, which Swift does not import.
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    guard let directory = fdopendir(descriptor) else {
      close(descriptor)
      return nil
    }
    defer { closedir(directory) }  // closes the descriptor too
    var entries: [Entry] = []
    while let pointer = readdir(directory) {
      let spelled = withUnsafeBytes(of: pointer.pointee.d_name) { raw in
        let bytes = raw.prefix(while: { $0 != 0 })
        return (String(validating: bytes, as: UTF8.self), String(decoding: bytes, as: UTF8.self))
      }
      guard let name = spelled.0 else {
        entries.append(Entry(name: spelled.1, kind: .nameNotUTF8))
        continue
      }
      if name == "." || name == ".." { continue }
      guard let kind = kind(of: name, type: pointer.pointee.d_type, in: descriptor) else { continue }
      entries.append(Entry(name: name, kind: kind))
    }
    entries.sort { $0.name < $1.name }
    return entries
  }

  /// The kind of an entry: from `readdir`'s type when it gives one, else from `fstatat`. Links are followed
  /// with a second `fstatat` to learn what they point at.
  private static func kind(of name: String, type: UInt8, in descriptor: Int32) -> Kind? {
    switch Int(type) {
    case Int(DT_DIR): return .folder
    case Int(DT_LNK): return linkTarget(of: name, in: descriptor)
    case Int(DT_UNKNOWN):
      var info = stat()
      guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: return .folder
      case S_IFLNK: return linkTarget(of: name, in: descriptor)
      default: return .file
      }
    default: return .file
    }
  }

  private static func linkTarget(of name: String, in descriptor: Int32) -> Kind {
    var info = stat()
    guard fstatat(descriptor, name, &info, 0) == 0 else { return .brokenLink }
    return info.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .linkToFile
  }

  /// What is at an absolute path, for paths outside the walked folders.
  static func lookUp(path: String) -> Kind? {
    let kind = inspect(path: path)
    InputRecorder.note(.treeKind(path: path)) { kindAnswer(kind) }
    return kind
  }

  private static func inspect(path: String) -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFLNK:
      var target = stat()
      guard fstatat(AT_FDCWD, path, &target, 0) == 0 else { return .brokenLink }
      return target.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .linkToFile
    default: return .file
    }
  }
}
