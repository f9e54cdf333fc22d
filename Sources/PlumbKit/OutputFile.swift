import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file plumb writes (reports, diagrams, baselines) is written here, one way:
/// - a regular file, or a new one, through a temporary file in the same folder and a rename, so that a reader never
///   sees half a file and an interrupted run leaves the old file whole; the temporary file is removed on failure
///   and on SIGINT or SIGTERM;
/// - a symbolic link is followed: its target is written the same way and the link stays a link;
/// - a FIFO or a device (`/dev/stdout`) is written through, never replaced by a regular file;
/// - a folder is refused.
/// Failures are `PlumbError`s in plumb's words, naming the path (exit code 2).
public enum OutputFile {
  public static func write(_ data: Data, to path: String, overwritingInputs: Bool = false) throws {
    let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    try write(data, to: url, overwritingInputs: overwritingInputs)
  }

  /// Files plumb reads as input, by name: a report written over one would destroy what the user analyses
  /// (`report -o Package.swift`). Refused unless the command says `--force` (`overwritingInputs`).
  static let inputNames: Set<String> = [
    "Package.swift", "project.pbxproj", "contents.xcworkspacedata", "Podfile", "project.yml", "Project.swift",
    "Workspace.swift", "BUILD", "BUILD.bazel", "MODULE.bazel", "WORKSPACE", "WORKSPACE.bazel", ".plumb.yml",
  ]
  static let inputExtensions: Set<String> = ["swift", "xcconfig", "podspec", "bzl", "pbxproj"]

  public static func isAnalysedInput(_ path: String) -> Bool {
    let url = URL(fileURLWithPath: path)
    return inputNames.contains(url.lastPathComponent) || inputExtensions.contains(url.pathExtension.lowercased())
  }

  public static func write(_ data: Data, to url: URL, overwritingInputs: Bool = false) throws {
    let shown = url.path
    // The path the bytes end in: a link's target (relative links resolve against the link's folder).
    var target = url.standardizedFileURL.path
    var hops = 0
    while let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target) {
      hops += 1
      guard hops <= 32 else { throw PlumbError("cannot write '\(shown)': too many levels of symbolic links") }
      target =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: target).deletingLastPathComponent().appendingPathComponent(destination).standardizedFileURL.path
    }
    var status = stat()
    if stat(target, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: throw PlumbError("cannot write '\(shown)': it is a folder")
      case S_IFREG:
        if !overwritingInputs && isAnalysedInput(target) {
          throw PlumbError(
            "'\(shown)' is a file plumb reads as input (a Swift file, a manifest, a project or spec, the "
              + "configuration); it is not overwritten: write elsewhere, or add --force")
        }
      default: return try writeThrough(data, to: target, shown: shown)
      }
    }
    try replace(target, with: data, shown: shown)
  }

  /// Standard output, written whole or not at all without a word: a full disk behind it or a reader that went away
  /// (a closed pipe) is a `PlumbError` ("cannot write the output: ...", exit code 2), never a crash or a signal.
  public static func writeToStandardOutput(_ data: Data) throws {
    signal(SIGPIPE, SIG_IGN)
    try writeAll(data, to: STDOUT_FILENO) { PlumbError("cannot write the output: \(reason($0))") }
  }

  /// A FIFO, a device or a socket: opened and written as it is.
  private static func writeThrough(_ data: Data, to path: String, shown: String) throws {
    // A reader that goes away is an error to report (EPIPE), not a signal that ends plumb.
    signal(SIGPIPE, SIG_IGN)
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { throw error(errno, writing: shown) }
    defer { close(descriptor) }
    try writeAll(data, to: descriptor, shown: shown)
  }

  /// A regular file: a temporary file beside it, written, flushed and renamed over it.
  private static func replace(_ path: String, with data: Data, shown: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let name = URL(fileURLWithPath: path).lastPathComponent
    // The name is chosen and handed to the signal handler before the file exists (not mkstemp's way, which names it
    // only once created): a signal between creating the file and recording its name left the file behind.
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<100 {
      let suffix = String((0..<8).map { _ in "abcdefghijklmnopqrstuvwxyz0123456789".randomElement()! })
      temporary = "\(folder)/.\(name).plumb-\(suffix)"
      PendingTemporaryFile.set(temporary)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      let code = errno
      PendingTemporaryFile.clear()
      throw error(code, writing: shown)
    }
    var finished = false
    defer {
      if !finished { unlink(temporary) }
      PendingTemporaryFile.clear()
    }
    do {
      try writeAll(data, to: descriptor, shown: shown)
      guard fsync(descriptor) == 0 else { throw error(errno, writing: shown) }
      holdForTests()
    } catch {
      close(descriptor)
      throw error
    }
    close(descriptor)
    // Created readable by its owner only while it is written; a report is as readable as any file the user creates.
    let mask = umask(0)
    umask(mask)
    chmod(temporary, 0o666 & ~mask)
    guard rename(temporary, path) == 0 else { throw error(errno, writing: shown) }
    finished = true
  }

  /// `PLUMB_TEST_HOLD_BEFORE_RENAME=seconds` waits with the temporary file written and not yet renamed, so a test
  /// can interrupt plumb at the moment that matters (see `OutputFileTests`). Unset, it costs one lookup.
  private static func holdForTests() {
    guard let value = ProcessInfo.processInfo.environment["PLUMB_TEST_HOLD_BEFORE_RENAME"], let seconds = Double(value)
    else { return }
    Thread.sleep(forTimeInterval: seconds)
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, shown: String) throws {
    try writeAll(data, to: descriptor) { error($0, writing: shown) }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, failure: (Int32) -> PlumbError) throws {
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw failure(errno)
        }
        offset += written
      }
    }
  }

  private static func error(_ code: Int32, writing shown: String) -> PlumbError {
    PlumbError("cannot write '\(shown)': \(reason(code))")
  }

  private static func reason(_ code: Int32) -> String { String(cString: strerror(code)).lowercased() }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#else
  private let systemWrite = Darwin.write
#endif

/// The temporary file being written, removed if the process is interrupted (SIGINT, SIGTERM) before the rename.
/// The path is kept in memory allocated once, so the signal handler only calls `unlink`, which is safe there.
enum PendingTemporaryFile {
  private static let capacity = 4096
  nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()
  nonisolated(unsafe) private static var handlersInstalled = false

  static func set(_ path: String) {
    installHandlers()
    let bytes = Array(path.utf8CString.prefix(capacity - 1))
    // The first byte goes in last: until then the buffer reads as empty, so a signal never sees half a path.
    buffer[0] = 0
    for index in bytes.indices.dropFirst() { buffer[index] = bytes[index] }
    buffer[bytes.count] = 0
    buffer[0] = bytes.first ?? 0
  }

  static func clear() { buffer[0] = 0 }

  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    for signalNumber in [SIGINT, SIGTERM] {
      let previous = signal(signalNumber) { received in
        if PendingTemporaryFile.buffer[0] != 0 { unlink(PendingTemporaryFile.buffer) }
        signal(received, SIG_DFL)
        raise(received)
      }
      // A signal the parent ignores (SIGINT of a job a script runs in the background) stays ignored.
      if Self.isIgnore(previous) { signal(signalNumber, SIG_IGN) }
    }
  }

  private static func isIgnore(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
    let ignore: (@convention(c) (Int32) -> Void)? = SIG_IGN
    guard let handler, let ignore else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
  }
}
