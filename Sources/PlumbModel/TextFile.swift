import Foundation

/// An analysed file read as text, and what goes wrong said in plumb's words: every reader (manifests, projects,
/// workspaces, configurations, Swift sources) reports an unreadable, binary or non-UTF-8 file the same way, with the
/// line where there is one, not as Foundation's error domains and codes.
public enum TextFile {
  /// Why a file cannot be read as text: `reason` reads after "cannot read …: ".
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    /// 1-based; nil when the problem is the whole file.
    public var line: Int?

    public init(reason: String, line: Int? = nil) {
      self.reason = reason
      self.line = line
    }

    public var description: String { reason }
  }

  /// The file's bytes (the first `limit` of them when given); a file that cannot be opened or read throws its cause
  /// ("permission denied", "no such file or directory"). Only regular files are read: opening a FIFO waits for a
  /// writer (a FIFO named `Package.swift` hung the run) and a device never ends, so those are refused by kind.
  public static func bytes(of url: URL, limit: Int? = nil) throws(Problem) -> Data {
    try bytes(atPath: url.path, limit: limit)
  }

  /// `bytes(of:limit:)` of the file at `path` (absolute), without making a `URL` of it: a file URL made of a path
  /// asks the file system whether the path is a folder, one more call for every file a scan reads.
  public static func bytes(atPath path: String, limit: Int? = nil) throws(Problem) -> Data {
    guard let recorder = InputRecorder.current else { return try stampedBytes(atPath: path, limit: limit).bytes }
    // A recorded load (the analysis cache) notes what it read, failures included.
    let probe = RecordedInput.Probe.bytes(path: path, limit: limit)
    do {
      let (data, stamp) = try stampedBytes(atPath: path, limit: limit)
      recorder.record(probe, ContentHash(of: data), stamp: stamp)
      return data
    } catch {
      recorder.record(probe, ContentHash(of: "\u{0}problem: " + error.reason))
      throw error
    }
  }

  /// The answer `bytes(of:limit:)` gives today, hashed as a recorded load notes it.
  static func bytesAnswer(path: String, limit: Int?) -> ContentHash {
    do {
      return ContentHash(of: try readBytes(of: URL(fileURLWithPath: path), limit: limit))
    } catch {
      return ContentHash(of: "\u{0}problem: " + error.reason)
    }
  }

  private static func readBytes(of url: URL, limit: Int?) throws(Problem) -> Data {
    try stampedBytes(atPath: url.path, limit: limit).bytes
  }

  /// `bytes(of:limit:)` (never recorded) with the file's stamp, taken when it was opened, before its bytes were read:
  /// a change made while they are read leaves another stamp, or a racily clean one (`FileStamp`).
  public static func stampedBytes(of url: URL, limit: Int? = nil) throws(Problem) -> (bytes: Data, stamp: FileStamp) {
    try stampedBytes(atPath: url.path, limit: limit)
  }

  /// `stampedBytes(of:limit:)` of the file at `path` (absolute), without making a `URL` of it (see
  /// `bytes(atPath:limit:)`).
  public static func stampedBytes(atPath path: String, limit: Int? = nil) throws(Problem) -> (bytes: Data, stamp: FileStamp) {
    // Non-blocking, so opening a FIFO returns at once; a regular file reads the same either way.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Problem(reason: String(cString: strerror(errno)).lowercased()) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Problem(reason: String(cString: strerror(errno)).lowercased()) }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else {
      let what =
        switch kind {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
      throw Problem(reason: what == "not a regular file" ? what : "\(what), not a regular file")
    }
    let stamp = FileStamp(status)
    do {
      if let limit { return (try handle.read(upToCount: limit) ?? Data(), stamp) }
      return (try handle.readToEnd() ?? Data(), stamp)
    } catch {
      throw Problem(reason: reason(for: error))
    }
  }

  /// The file as UTF-8 text; throws when it cannot be read, holds NUL bytes (a binary file), or is not UTF-8.
  /// `kind` names what the file should be ("Swift source", "a property list").
  public static func text(of url: URL, kind: String) throws(Problem) -> String {
    let data = try bytes(of: url)
    return try text(data, kind: kind)
  }

  /// `data` as UTF-8 text, or why it is not text.
  public static func text(_ data: Data, kind: String) throws(Problem) -> String {
    if let problem = textProblem(in: data, kind: kind) { throw problem }
    return String(decoding: data, as: UTF8.self)
  }

  /// Why `data` is no text file of `kind` (see below).
  public static func textProblem(in data: Data, kind: String) -> Problem? {
    data.withUnsafeBytes { textProblem($0.bindMemory(to: UInt8.self), kind: kind) }
  }

  /// Why `bytes` are no text file of `kind`: NUL bytes (binary), or a byte sequence that is not UTF-8 (with its
  /// line). nil for UTF-8 text, the empty file included. One pass; ASCII text is checked with no decoding.
  public static func textProblem(_ bytes: UnsafeBufferPointer<UInt8>, kind: String) -> Problem? {
    if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil {
      return Problem(reason: "a binary file (it holds NUL bytes), not \(kind)")
    }
    guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    var line = 1
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" { line += 1 }
      case .emptyInput:
        return nil
      case .error:
        return Problem(reason: "the file is not UTF-8 text", line: line)
      }
    }
  }

  /// An error from opening or reading a file, in words: the POSIX cause where Foundation wraps one.
  public static func reason(for error: any Error) -> String {
    if let problem = error as? Problem { return problem.reason }
    let error = error as NSError
    var code: Int32?
    if error.domain == NSPOSIXErrorDomain {
      code = Int32(error.code)
    } else if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      code = Int32(underlying.code)
    } else if error.domain == NSCocoaErrorDomain {
      switch error.code {
      case NSFileReadNoPermissionError: code = EACCES
      case NSFileReadNoSuchFileError, NSFileNoSuchFileError: code = ENOENT
      case NSFileReadTooLargeError: code = EFBIG
      default: break
      }
    }
    if let code { return String(cString: strerror(code)).lowercased() }
    return error.localizedDescription
  }
}
