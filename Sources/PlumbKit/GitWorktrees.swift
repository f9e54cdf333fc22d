import Foundation
import PlumbModel

/// Revisions of a git repository checked out into temporary worktrees (`git worktree add --detach`), removed
/// afterwards: the user's working tree, index and branches are never touched.
///
/// Each worktree is `<temporary folder>/plumb-diff-<process id>-<UUID>/<name of the repository's folder>`: what the
/// loaders name after the analysed folder (a local package `path: "."`, a project next to it) is named as in
/// the user's own checkout, never after a random folder, so a revision compared with itself shows no change.
/// An interrupt (SIGINT, SIGTERM, SIGHUP) removes the worktrees before plumb ends by it; worktrees a killed run left
/// behind (its process gone) are removed by the next run in the same repository.
public enum GitWorktrees {
  /// The prefix of every folder plumb makes for a worktree.
  static let folderPrefix = "plumb-diff-"

  /// Runs `body` with the folder that `root` is at `revision` (the same path inside the repository).
  public static func with<T>(_ revision: String, root: URL, _ body: (URL) throws -> T) throws -> T {
    let commit = try ChangeSet.commit(of: revision, root: root)
    let top = try topLevel(of: root)
    let inside = relativePath(of: root, top: top)
    removeAbandoned(in: root, top: top)
    let holder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(folderPrefix)\(getpid())-\(UUID().uuidString)")
    let folder = holder.appendingPathComponent(top.lastPathComponent.isEmpty ? "repository" : top.lastPathComponent)
    let worktree = Worktree(repository: root, holder: holder, folder: folder)
    Interrupts.shared.register(worktree)
    defer {
      worktree.remove()
      Interrupts.shared.unregister(worktree)
    }
    try FileManager.default.createDirectory(at: holder, withIntermediateDirectories: true)
    _ = try ChangeSet.git(["worktree", "add", "--detach", "--quiet", folder.path, commit], in: root)
    return try body(inside.isEmpty ? folder : folder.appendingPathComponent(inside))
  }

  /// Where `root` is inside the repository whose top folder is `top` (`topLevel`): "" at the top.
  static func relativePath(of root: URL, top: URL) -> String {
    let path = root.standardizedFileURL.resolvingSymlinksInPath().path
    return path == top.path ? "" : String(path.dropFirst(top.path.count + 1))
  }

  /// The top folder of the repository `root` is in, symbolic links resolved.
  static func topLevel(of root: URL) throws -> URL {
    let output = try ChangeSet.git(["rev-parse", "--show-toplevel"], in: root)
    return URL(fileURLWithPath: String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
      .standardizedFileURL.resolvingSymlinksInPath()
  }

  /// Removes the worktrees of this repository that a plumb process no longer running made (killed before it could
  /// clean up), and forgets registrations whose folder is gone. A repository whose top folder `top` holds its own
  /// `.git` folder with no `worktrees` folder in it has no linked worktree: nothing to remove or forget, and no git
  /// command is run (two of them were a tenth of the time before `plumb history` read its first revision).
  static func removeAbandoned(in root: URL, top: URL) {
    guard mayHaveLinkedWorktrees(top: top), let list = try? ChangeSet.git(["worktree", "list", "--porcelain", "-z"], in: root) else { return }
    let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.resolvingSymlinksInPath().path
    for field in list.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) })
    where field.hasPrefix("worktree ") {
      let folder = URL(fileURLWithPath: String(field.dropFirst("worktree ".count)))
      let holder = folder.deletingLastPathComponent()
      guard holder.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path == temporary,
        let owner = processID(ofHolder: holder.lastPathComponent), !isRunning(owner)
      else { continue }
      Worktree(repository: root, holder: holder, folder: folder).remove()
    }
    _ = try? ChangeSet.git(["worktree", "prune"], in: root)
  }

  /// False only when the repository whose top folder is `top` certainly has no linked worktree: its `.git` is a
  /// folder without `worktrees` in it. A `.git` file (a linked worktree's or a submodule's checkout) says nothing of
  /// where the repository keeps its worktrees: true.
  static func mayHaveLinkedWorktrees(top: URL) -> Bool {
    let git = top.appendingPathComponent(".git")
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: git.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return true
    }
    return FileManager.default.fileExists(atPath: git.appendingPathComponent("worktrees").path)
  }

  /// The process id in `plumb-diff-<pid>-<UUID>`.
  static func processID(ofHolder name: String) -> pid_t? {
    guard name.hasPrefix(folderPrefix) else { return nil }
    return name.dropFirst(folderPrefix.count).split(separator: "-").first.flatMap { pid_t(String($0)) }
  }

  static func isRunning(_ process: pid_t) -> Bool {
    kill(process, 0) == 0 || errno == EPERM
  }
}

/// One temporary worktree and the folder made to hold it.
final class Worktree: Sendable {
  let repository: URL
  let holder: URL
  let folder: URL
  /// Whether git lists the folder as a worktree (`git worktree add`); false for a folder plumb writes itself from
  /// git's objects (`RevisionFolder`), which git knows nothing of.
  let isRegistered: Bool

  init(repository: URL, holder: URL, folder: URL, isRegistered: Bool = true) {
    self.repository = repository
    self.holder = holder
    self.folder = folder
    self.isRegistered = isRegistered
  }

  /// Unregisters the worktree even when it is locked (an interrupted `worktree add` leaves it "initializing"),
  /// deletes its folder, and forgets what git still lists of it. A folder git does not list is only deleted: the
  /// two git processes are time at the end of every `plumb history` lane, for nothing.
  func remove() {
    guard isRegistered else {
      try? FileManager.default.removeItem(at: holder)
      return
    }
    _ = try? ChangeSet.git(["worktree", "remove", "--force", "--force", folder.path], in: repository, cleanup: true)
    try? FileManager.default.removeItem(at: holder)
    _ = try? ChangeSet.git(["worktree", "prune"], in: repository, cleanup: true)
  }
}

/// The worktrees in use, removed when plumb is interrupted. A signal handler may do almost nothing (no process,
/// no lock), so it only writes the signal's number into a pipe; a thread waiting on the pipe removes the worktrees
/// and then ends plumb by the same signal, as if nothing had caught it. A signal the parent ignores (SIGINT of a
/// job a script runs in the background) stays ignored.
final class Interrupts: @unchecked Sendable {
  static let shared = Interrupts()

  private let lock = NSLock()
  private var active: [ObjectIdentifier: Worktree] = [:]
  /// The git processes running now; an interrupt ends them before it removes the worktrees they may write into.
  private var children: [ObjectIdentifier: Process] = [:]
  private var interrupted = false
  private var installed = false
  /// The pipe's write end, for the handler (which cannot reach an instance).
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  func register(_ worktree: Worktree) {
    lock.withLock {
      if !installed {
        installed = true
        installHandlers()
      }
      active[ObjectIdentifier(worktree)] = worktree
    }
  }

  func unregister(_ worktree: Worktree) {
    lock.withLock { _ = active.removeValue(forKey: ObjectIdentifier(worktree)) }
  }

  /// Starts `process` unless an interrupt has begun (then it throws: plumb is ending), and remembers it until
  /// `ended(_:)`.
  func start(_ process: Process, evenWhenInterrupted: Bool = false) throws {
    try lock.withLock {
      guard !interrupted || evenWhenInterrupted else { throw PlumbError("interrupted") }
      try process.run()
      children[ObjectIdentifier(process)] = process
    }
  }

  /// Called where a git process has ended before its answer was read whole, or with a failure: when the run was
  /// interrupted (which ends the git processes first), waits for the interrupt to end plumb once the worktrees are
  /// removed, rather than report git's end as a failure and exit before them.
  func holdIfInterrupted() {
    guard lock.withLock({ interrupted }) else { return }
    while true { sleep(60) }
  }

  func ended(_ process: Process) {
    lock.withLock { _ = children.removeValue(forKey: ObjectIdentifier(process)) }
  }

  /// Marks the run interrupted (no process starts after it), ends the running git processes and waits for them (at
  /// most two seconds), then returns the worktrees to remove.
  private func stopForInterrupt() -> [Worktree] {
    let running = lock.withLock {
      interrupted = true
      return Array(children.values)
    }
    for process in running where process.isRunning { process.terminate() }
    for _ in 0..<200 where running.contains(where: \.isRunning) { usleep(10_000) }
    return lock.withLock { Array(active.values) }
  }

  /// Called once, with the lock held.
  private func installHandlers() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    Self.writeEnd = ends[1]
    let readEnd = ends[0]
    Thread { [self] in
      var number: Int32 = 0
      guard read(readEnd, &number, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size else { return }
      for worktree in stopForInterrupt() { worktree.remove() }
      signal(number, SIG_DFL)
      kill(getpid(), number)
      sleep(1)
      exit(128 + number)
    }.start()
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      let previous = signal(signalNumber) { received in
        var number = received
        _ = write(Interrupts.writeEnd, &number, MemoryLayout<Int32>.size)
      }
      if Self.isIgnore(previous) { signal(signalNumber, SIG_IGN) }
    }
  }

  private static func isIgnore(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
    let ignore: (@convention(c) (Int32) -> Void)? = SIG_IGN
    guard let handler, let ignore else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
  }
}
