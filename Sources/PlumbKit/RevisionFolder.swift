import Foundation
import PlumbModel

/// A revision of a git repository written into one temporary folder from git's objects, without `git checkout`:
/// what `plumb history` analyses at each sampled revision.
///
/// A checkout refreshes git's index over the whole tree and writes every changed file, images included (a
/// checkout of an iOS app is mostly its assets: 85 MB of its 87 MB at the head of a checkout of
/// Dimillian/IceCubesApp). Here each revision's tree is read from git's objects through one `git cat-file --batch`
/// for the whole walk (`GitObjectReader`) and compared with the folder's previous one: only paths whose blob or
/// mode changed are written, removed paths are deleted (with the folders they leave empty, as git does). Object
/// ids are content hashes: a subtree seen before is not read again (`flattened`), nor is a blob.
///
/// What the folder holds is what a checkout holds, entry for entry: regular files, symbolic links (mode 120000,
/// the blob is the link's target) and, for a submodule (160000), an empty folder, as a checkout leaves an
/// uninitialised submodule. Files no stage of plumb ever reads (images, sounds, fonts: `isOpaque`) are written
/// empty: their names and kinds are what the walk of the tree sees. Swift files are written whole, and their bytes
/// are also handed to the scanner (`swiftContents`), which then reads nothing back from the disk.
/// Git's content filters (`.gitattributes` line-ending conversion, LFS) are not applied: the bytes are the
/// committed ones. A blob git does not have (a clone that left out large objects, a broken repository) is written
/// as an empty file, as an opaque one is, and named in `missing` while the folder holds it: the revision is still
/// analysed, and says what it lacked.
final class RevisionFolder {
  /// One entry of a tree, as `git ls-tree -r` lists it: a blob (file or symbolic link) or a gitlink (submodule).
  struct Entry: Equatable {
    var mode: String
    var object: String

    var isLink: Bool { mode == "120000" }
    var isSubmodule: Bool { mode == "160000" }
  }

  /// A file of a revision whose blob git does not have: its path from the top and the object's id.
  struct Missing: Hashable {
    var path: String
    var object: String

    var isSwift: Bool { path.hasSuffix(".swift") }
  }

  /// The repository (the analysed root, any folder inside it) git runs in.
  let repository: URL
  /// The folder standing for the repository's top folder.
  let top: URL
  /// `top`'s path, what the files' paths are joined to.
  private let topPath: String
  /// Where the analysed root is inside the repository ("" at the top).
  let inside: String
  /// What the folder holds now, by path from the top.
  private var present: [String: Entry] = [:]
  /// Folders made so far (paths from the top), so that each is created once.
  private var folders: Set<String> = [""]
  /// Every blob read so far that is kept (Swift sources, whose bytes the scanner is given), by object id.
  private var blobs: [String: Data] = [:]
  /// Blobs read through `git cat-file` over the whole walk: what a test checks stays proportional to the change.
  private(set) var objectsRead = 0
  /// Of `objectsRead`, those read ahead of their move (`readAhead(_:)`).
  private(set) var objectsReadAhead = 0
  /// Blobs git does not have, by object id: asked once, written empty wherever they are.
  private var absent: Set<String> = []
  /// The files below the analysed root that the folder holds empty because git has no object for them, by path
  /// from the top: what the last `move` wrote. Empty when git had every object (not computed then).
  private(set) var missing: [Missing] = []
  /// The trees read so far, flattened (paths below the tree), by object id.
  private var trees: [String: [(path: String, entry: Entry)]] = [:]
  private let git: GitObjectReader

  init(repository: URL, top: URL, inside: String) throws {
    self.repository = repository
    self.top = top
    topPath = top.path
    self.inside = inside
    git = try GitObjectReader(repository: repository)
  }

  deinit {
    settle()
    git.close()
  }

  /// The analysed root's folder inside `top`.
  var folder: URL { inside.isEmpty ? top : top.appendingPathComponent(inside) }

  /// Runs `body` with an empty revision folder named as `GitWorktrees` names its worktrees (so that what loaders
  /// name after the folder is named as in the user's checkout), removed at the end and on an interrupt. Each call
  /// has a folder of its own: several can be open at once (`plumb history`'s lanes). `removingAbandoned`: first
  /// remove what killed runs left behind (once per run is enough: the folders opened alongside say false).
  /// `topLevel`: the repository's top folder (`GitWorktrees.topLevel(of:)`) when already known; git is asked otherwise.
  static func with<T>(
    root: URL, topLevel: URL? = nil, removingAbandoned: Bool = true, _ body: (RevisionFolder) throws -> T
  ) throws -> T {
    let topLevel = try topLevel ?? GitWorktrees.topLevel(of: root)
    let inside = GitWorktrees.relativePath(of: root, top: topLevel)
    if removingAbandoned {
      GitWorktrees.removeAbandoned(in: root, top: topLevel)
      removeAbandoned()
    }
    let holder = parentFolder()
      .appendingPathComponent("\(GitWorktrees.folderPrefix)\(getpid())-\(UUID().uuidString)")
    let top = holder.appendingPathComponent(
      topLevel.lastPathComponent.isEmpty ? "repository" : topLevel.lastPathComponent)
    let worktree = Worktree(repository: root, holder: holder, folder: top, isRegistered: false)
    Interrupts.shared.register(worktree)
    defer {
      worktree.remove()
      Interrupts.shared.unregister(worktree)
    }
    try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
    let folder = try RevisionFolder(repository: root, top: top, inside: inside)
    defer {
      folder.settle()
      folder.git.close()
    }
    return try body(folder)
  }

  /// Removes the folders of runs killed before they could clean up (their process gone): git lists no worktree
  /// for them, so `GitWorktrees.removeAbandoned` cannot find them.
  static func removeAbandoned() {
    for parent in Set([parentFolder(), FileManager.default.temporaryDirectory]) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { continue }
      for name in names {
        guard let owner = GitWorktrees.processID(ofHolder: name), !GitWorktrees.isRunning(owner) else { continue }
        try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
      }
    }
  }

  /// Where the folder is made: the shared-memory file system when there is one (Linux's `/dev/shm`), else the
  /// temporary folder. Writing a revision is mostly making and removing small files, and a disk's file system
  /// made that the largest part of a revision's time on a loaded machine (an `unlink` took 2 ms); the folder is
  /// small (the images are written empty).
  static func parentFolder() -> URL {
    let memory = "/dev/shm"
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: memory, isDirectory: &isDirectory), isDirectory.boolValue,
      access(memory, W_OK) == 0
    {
      return URL(fileURLWithPath: memory, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
  }

  // MARK: Moving to a revision

  /// Makes the folder hold `commit`'s tree; returns the bytes of the Swift files below the analysed root, by
  /// root-relative path (symbolic links left out: the scanner follows them on the disk, as in a checkout).
  @discardableResult
  func move(to commit: String, timings: StageTimings? = nil) throws -> [String: Data] {
    // What a read ahead found (`readAhead(_:)`): the tree when it was this commit's, and its blobs whatever commit
    // they were read for (a blob is the same wherever it is).
    let ahead = timings.measure("git trees") { settle() }
    let tree: [String: Entry]
    if let ahead, ahead.commit == commit, let known = ahead.tree {
      tree = known
    } else {
      tree = try timings.measure("git trees") { try entries(ofTree: commit) }
    }
    let removed = present.keys.filter { path in tree[path].map { !Self.sameKind($0, present[path]!) } ?? true }
    for path in removed.sorted(by: >) { remove(path) }
    pruneFolders(around: removed)
    let changed = tree.filter { path, entry in present[path] != entry }
    var read = ahead?.blobs ?? [:]
    objectsReadAhead += read.count
    let wanted = wantedBlobs(changed).filter { read[$0] == nil }
    read.merge(try timings.measure("git blobs") { try readBlobs(wanted) }, uniquingKeysWith: { first, _ in first })
    objectsRead += read.count
    for path in changed.keys.sorted() {
      let entry = changed[path]!
      var bytes = blobs[entry.object] ?? read[entry.object]
      if bytes == nil, absent.contains(entry.object) { bytes = Data() }
      try place(path, entry, bytes: bytes)
      if path.hasSuffix(".swift"), let bytes { blobs[entry.object] = bytes }
    }
    missing = absent.isEmpty ? [] : missingFiles(of: tree)
    return swiftContents(of: tree)
  }

  /// The blobs the entries of `changed` need that were not read before: not a submodule's, not a file written
  /// empty, not one git does not have.
  private func wantedBlobs(_ changed: [String: Entry]) -> Set<String> {
    Set(
      changed.filter { path, entry in
        !entry.isSubmodule && !isOpaque(path, entry) && blobs[entry.object] == nil && !absent.contains(entry.object)
      }.map(\.value.object))
  }

  // MARK: Reading ahead

  /// What a read ahead of a revision found: its tree (nil when reading it failed: `move` then asks again, and says
  /// why) and the blobs its move would read.
  private struct Ahead {
    var commit: String
    var tree: [String: Entry]?
    var blobs: [String: Data]
  }

  /// The read ahead under way, if any: its answer once its thread is done.
  private var pending: (done: DispatchSemaphore, answer: AheadAnswer)?

  private final class AheadAnswer: @unchecked Sendable {
    // Sendable: written by the reading thread before it signals, read after the wait.
    var value: Ahead?
  }

  /// The folder, for the thread reading ahead: it alone touches what `move` reads and writes until `settle()`.
  private struct Handle: @unchecked Sendable {
    let folder: RevisionFolder
  }

  /// Starts reading `commit`'s tree, and the blobs moving there from the folder's present revision would read, from
  /// git on a thread of its own, while the present revision is analysed: the lanes of `plumb history` otherwise wait
  /// for git between revisions with a core idle. The next `move` takes what it read (and waits for it first); a move
  /// to another commit still uses its blobs and trees. Nothing is written to the folder ahead.
  func readAhead(_ commit: String) {
    guard pending == nil else { return }
    let done = DispatchSemaphore(value: 0)
    let answer = AheadAnswer()
    let handle = Handle(folder: self)
    pending = (done, answer)
    let thread = Thread {
      let folder = handle.folder
      let tree = try? folder.entries(ofTree: commit)
      let changed = tree?.filter { path, entry in folder.present[path] != entry } ?? [:]
      let blobs = (try? folder.readBlobs(folder.wantedBlobs(changed))) ?? [:]
      answer.value = Ahead(commit: commit, tree: tree, blobs: blobs)
      done.signal()
    }
    thread.start()
  }

  /// Waits for the read ahead under way, if any, and returns what it read.
  @discardableResult
  private func settle() -> Ahead? {
    guard let pending else { return nil }
    self.pending = nil
    pending.done.wait()
    return pending.answer.value
  }

  /// The files of `tree` below the analysed root whose blobs git does not have, by path.
  private func missingFiles(of tree: [String: Entry]) -> [Missing] {
    let prefix = inside.isEmpty ? "" : inside + "/"
    return tree.compactMap { path, entry in
      absent.contains(entry.object) && path.hasPrefix(prefix) ? Missing(path: path, object: entry.object) : nil
    }.sorted { $0.path < $1.path }
  }

  /// The Swift files' bytes below the analysed root, by root-relative path.
  private func swiftContents(of tree: [String: Entry]) -> [String: Data] {
    let prefix = inside.isEmpty ? "" : inside + "/"
    var contents: [String: Data] = [:]
    for (path, entry) in tree where !entry.isLink && !entry.isSubmodule && path.hasSuffix(".swift") {
      guard path.hasPrefix(prefix), let bytes = blobs[entry.object] else { continue }
      contents[String(path.dropFirst(prefix.count))] = bytes
    }
    return contents
  }

  /// Two entries at one path that can be rewritten in place: both regular files (a changed blob or mode).
  private static func sameKind(_ new: Entry, _ old: Entry) -> Bool {
    !new.isLink && !new.isSubmodule && !old.isLink && !old.isSubmodule
  }

  /// Files whose contents no stage of plumb reads: written empty. Not a Swift file, and not what a loader reads.
  static let opaqueExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "heic", "heif", "webp", "tif", "tiff", "bmp", "ico", "icns", "pdf", "psd",
    "sketch", "mp3", "mp4", "m4a", "m4v", "mov", "wav", "aif", "aiff", "caf", "ttf", "otf", "woff", "woff2",
    "zip", "gz", "tgz", "a", "dylib", "so", "mlmodel", "car",
  ]

  private func isOpaque(_ path: String, _ entry: Entry) -> Bool {
    guard !entry.isLink, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
    return Self.opaqueExtensions.contains(path[path.index(after: dot)...].lowercased())
  }

  /// The file system path of `path` (from the top), joined as text: `URL.appendingPathComponent` asks the file
  /// system whether each path is a folder (a `stat` per file written).
  private func filePath(_ path: String) -> String { path.isEmpty ? topPath : topPath + "/" + path }

  /// Writes one entry: a file with its bytes (empty when opaque), a symbolic link to the blob's text, or the empty
  /// folder of a submodule.
  private func place(_ path: String, _ entry: Entry, bytes: Data?) throws {
    let parent = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    if !folders.contains(parent) {
      try FileManager.default.createDirectory(atPath: filePath(parent), withIntermediateDirectories: true)
      var folder = parent
      while !folder.isEmpty, folders.insert(folder).inserted {
        folder = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
      }
    }
    if entry.isSubmodule {
      try FileManager.default.createDirectory(atPath: filePath(path), withIntermediateDirectories: true)
      folders.insert(path)
    } else if entry.isLink, !absent.contains(entry.object) {
      guard let bytes else { throw PlumbError("git cat-file did not give the link '\(path)'") }
      let target = String(decoding: bytes, as: UTF8.self)
      try FileManager.default.createSymbolicLink(atPath: filePath(path), withDestinationPath: target)
    } else {
      if bytes == nil && !isOpaque(path, entry) { throw PlumbError("git cat-file did not give the file '\(path)'") }
      try Self.writeFile(filePath(path), bytes ?? Data(), executable: entry.mode == "100755")
      if present[path].map({ ($0.mode == "100755") != (entry.mode == "100755") }) == true {
        // An existing file keeps its mode when rewritten: the executable bit changed with the commit.
        chmod(filePath(path), entry.mode == "100755" ? 0o755 : 0o644)
      }
    }
    present[path] = entry
  }

  /// Writes a file as a checkout does: no `fsync` (Foundation's `Data.write` syncs each file, which took most of
  /// the time of writing a revision), the mode git gives it (less the umask).
  private static func writeFile(_ path: String, _ bytes: Data, executable: Bool) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, executable ? 0o755 : 0o644)
    guard descriptor >= 0 else { throw PlumbError("cannot write '\(path)': \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    try bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw PlumbError("cannot write '\(path)': \(String(cString: strerror(errno)))") }
        offset += written
      }
    }
  }

  /// Removes what is at `path` (a file, a link, a submodule's folder).
  private func remove(_ path: String) {
    if present[path]?.isSubmodule == true { folders.remove(path) }
    try? FileManager.default.removeItem(atPath: filePath(path))
    present[path] = nil
  }

  /// Removes the folders the removals left empty, deepest first, as a checkout does.
  private func pruneFolders(around removed: [String]) {
    var candidates = Set<String>()
    for path in removed {
      var folder = path
      while let slash = folder.lastIndex(of: "/") {
        folder = String(folder[..<slash])
        candidates.insert(folder)
      }
    }
    for folder in candidates.sorted(by: { $0.count > $1.count }) where folders.contains(folder) {
      // rmdir fails on a folder that still holds something, which then stays.
      if rmdir(filePath(folder)) == 0 { folders.remove(folder) }
    }
  }

  // MARK: Reading git

  /// The tree of `commit`, every blob and gitlink by path from the top, as `git ls-tree -r --full-tree` lists it.
  func entries(ofTree commit: String) throws -> [String: Entry] {
    guard let root = try git.object("\(commit)^{tree}"), root.type == "tree" else {
      throw PlumbError("git has no tree for the commit \(commit)")
    }
    return Dictionary(try flattened(root), uniquingKeysWith: { first, _ in first })
  }

  /// Every blob and gitlink below a tree, by path from it; a tree read before is taken from memory.
  private func flattened(_ tree: GitObjectReader.Object) throws -> [(path: String, entry: Entry)] {
    if let known = trees[tree.name] { return known }
    var result: [(path: String, entry: Entry)] = []
    let items = try Self.items(of: tree.bytes, idLength: tree.name.count / 2)
    // The subtrees not seen before, asked of git together (`GitObjectReader.objects`).
    let unknown = Array(Set(items.filter { $0.mode == "40000" && trees[$0.object] == nil }.map(\.object))).sorted()
    let subtrees = Dictionary(zip(unknown, try git.objects(unknown)), uniquingKeysWith: { first, _ in first })
    for item in items {
      if item.mode == "40000" {
        let below: [(path: String, entry: Entry)]
        if let known = trees[item.object] {
          below = known
        } else {
          guard let subtree = subtrees[item.object] ?? nil, subtree.type == "tree" else {
            throw PlumbError("git has no tree \(item.object)")
          }
          below = try flattened(subtree)
        }
        result += below.map { (item.name + "/" + $0.path, $0.entry) }
      } else {
        result.append((item.name, Entry(mode: item.mode, object: item.object)))
      }
    }
    trees[tree.name] = result
    return result
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A tree object's entries: `<mode> <name>` NUL then the raw object id (`idLength` bytes), repeated.
  static func items(of bytes: Data, idLength: Int) throws -> [(mode: String, name: String, object: String)] {
    let raw = [UInt8](bytes)
    var items: [(mode: String, name: String, object: String)] = []
    var index = 0
    while index < raw.count {
      guard let space = raw[index...].firstIndex(of: UInt8(ascii: " ")), let nul = raw[space...].firstIndex(of: 0),
        nul + 1 + idLength <= raw.count
      else { throw PlumbError("git gave a tree plumb cannot read") }
      let mode = String(decoding: raw[index..<space], as: UTF8.self)
      let name = String(decoding: raw[(space + 1)..<nul], as: UTF8.self)
      var hex: [UInt8] = []
      hex.reserveCapacity(idLength * 2)
      for byte in raw[(nul + 1)..<(nul + 1 + idLength)] {
        hex.append(hexDigits[Int(byte >> 4)])
        hex.append(hexDigits[Int(byte & 0x0F)])
      }
      let id = String(decoding: hex, as: UTF8.self)
      items.append((mode, name, id))
      index = nul + 1 + idLength
    }
    return items
  }

  /// The bytes of blobs by object id; the ids git does not have join `absent`.
  private func readBlobs(_ ids: Set<String>) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let sorted = ids.sorted()
    for (id, object) in zip(sorted, try git.objects(sorted)) {
      guard let object else {
        absent.insert(id)
        continue
      }
      result[id] = object.bytes
    }
    return result
  }
}
