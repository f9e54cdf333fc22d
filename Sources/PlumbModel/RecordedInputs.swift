import Foundation

/// One question loading a workspace asked the disk besides the walk of its tree (a file's bytes, whether a path
/// exists, a folder outside the walk), and a hash of the answer. When every recorded question gets the same answer
/// again and the tree is the same, loading would build the same graph: the analysis cache reuses it.
public struct RecordedInput: Hashable, Codable, Sendable {
  public enum Probe: Hashable, Codable, Sendable {
    /// A file's bytes (its first `limit` bytes when given), read with `TextFile.bytes`.
    case bytes(path: String, limit: Int?)
    /// What `FileManager.fileExists(atPath:isDirectory:)` says.
    case exists(path: String)
    /// `FileManager.contents(atPath:)`.
    case contents(path: String)
    /// `FileManager.contentsOfDirectory(atPath:)`.
    case directory(path: String)
    /// A folder the tree walk did not enter, listed with its entries' kinds (`FileTree.children(of:)`).
    case treeListing(path: String)
    /// What is at a path outside the walked folders (`FileTree.kind(of:)`).
    case treeKind(path: String)
    /// `realpath(3)` of a path.
    case realPath(path: String)

    /// The question as Swift's default description spells it (`exists(path: "App/Info.plist")`), spelled without
    /// reflection: `InputRecorder.inputs` sorts by it, and the reflecting spelling of every question of a load was
    /// about 0.7% of `plumb history`'s CPU time.
    var spelled: String {
      switch self {
      case .bytes(let path, let limit):
        return "bytes(path: \(path.debugDescription), limit: \(limit.map { "Optional(\($0))" } ?? "nil"))"
      case .exists(let path): return "exists(path: \(path.debugDescription))"
      case .contents(let path): return "contents(path: \(path.debugDescription))"
      case .directory(let path): return "directory(path: \(path.debugDescription))"
      case .treeListing(let path): return "treeListing(path: \(path.debugDescription))"
      case .treeKind(let path): return "treeKind(path: \(path.debugDescription))"
      case .realPath(let path): return "realPath(path: \(path.debugDescription))"
      }
    }
  }

  public var probe: Probe
  /// The hash of the answer: the bytes read, or a spelled-out answer (`folder`, `missing: permission denied`).
  public var answer: ContentHash
  /// For a file's bytes: the file's stamp, taken before they were read. A later run that finds the same stamp,
  /// settled, takes the answer as given without reading the file (`FileStamp`).
  public var stamp: FileStamp?

  public init(probe: Probe, answer: ContentHash, stamp: FileStamp? = nil) {
    self.probe = probe
    self.answer = answer
    self.stamp = stamp
  }

  /// The path whose stamp vouches for the answer: the file a `bytes` or `contents` probe read.
  public var stampedPath: String? {
    switch probe {
    case .bytes(let path, _), .contents(let path): return path
    default: return nil
    }
  }
}

/// Records what loading reads (`RecordedInput`). Bound with `InputRecorder.$current.withValue` around a load; reads
/// made elsewhere (the scan, on its own threads) record nothing. Locked, as a reader may ask from several threads.
public final class InputRecorder: @unchecked Sendable {
  @TaskLocal public static var current: InputRecorder?

  private let lock = NSLock()
  private var answers: [RecordedInput.Probe: (answer: ContentHash, stamp: FileStamp?)] = [:]

  public init() {}

  /// Notes an answer (with the stamp of the file read, when one was); the first answer to a question is the one the
  /// load acted on.
  public func record(_ probe: RecordedInput.Probe, _ answer: ContentHash, stamp: FileStamp? = nil) {
    lock.withLock {
      if answers[probe] == nil { answers[probe] = (answer, stamp) }
    }
  }

  /// Every question asked, in a stable order: by each question's description, spelled once per question (spelling
  /// an enum's description is slow: a sort that spelled both sides of every comparison took 7% of `plumb
  /// history`'s CPU time).
  public var inputs: [RecordedInput] {
    lock.withLock {
      answers.map {
        (key: $0.key.spelled, input: RecordedInput(probe: $0.key, answer: $0.value.answer, stamp: $0.value.stamp))
      }
    }
    .sorted { $0.key < $1.key }.map(\.input)
  }

  /// Notes `probe` with the answer `answer()` when a load is being recorded.
  public static func note(_ probe: @autoclosure () -> RecordedInput.Probe, _ answer: () -> ContentHash) {
    guard let recorder = current else { return }
    recorder.record(probe(), answer())
  }
}

/// The disk questions loaders ask outside `TextFile` and `FileTree`, asked so that a recorded load notes them.
public enum RecordedDisk {
  public static func fileExists(atPath path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return fileExists(atPath: path, isDirectory: &isDirectory)
  }

  public static func fileExists(atPath path: String, isDirectory: inout ObjCBool) -> Bool {
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    let folder = isDirectory.boolValue
    InputRecorder.note(.exists(path: path)) { existsAnswer(exists: exists, folder: folder) }
    return exists
  }

  public static func contents(atPath path: String) -> Data? {
    guard let recorder = InputRecorder.current else { return FileManager.default.contents(atPath: path) }
    // Stamped before reading: a change made while it is read leaves another stamp.
    let stamp = FileStamp.of(path: path)
    let data = FileManager.default.contents(atPath: path)
    recorder.record(.contents(path: path), contentsAnswer(data), stamp: data == nil ? nil : stamp)
    return data
  }

  /// `contents(atPath:)` as UTF-8 text; nil when unreadable or not UTF-8.
  public static func text(atPath path: String) -> String? {
    contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
  }

  public static func contentsOfDirectory(atPath path: String) -> [String]? {
    let names = try? FileManager.default.contentsOfDirectory(atPath: path)
    InputRecorder.note(.directory(path: path)) { directoryAnswer(names) }
    return names
  }

  static func existsAnswer(exists: Bool, folder: Bool) -> ContentHash {
    ContentHash(of: exists ? (folder ? "folder" : "file") : "missing")
  }

  static func contentsAnswer(_ data: Data?) -> ContentHash {
    data.map { ContentHash(of: $0) } ?? ContentHash(of: "\u{0}unreadable")
  }

  static func directoryAnswer(_ names: [String]?) -> ContentHash {
    names.map { ContentHash(of: $0.sorted().joined(separator: "\u{0}")) } ?? ContentHash(of: "\u{0}unreadable")
  }

  /// The answer the disk gives to a question of this file's kinds today (nil for the tree's questions, which
  /// `FileTree` answers), with the stamp of the file read, taken before reading it.
  public static func stampedAnswer(_ probe: RecordedInput.Probe) -> (answer: ContentHash, stamp: FileStamp?)? {
    switch probe {
    case .bytes(let path, _), .contents(let path):
      let stamp = FileStamp.of(path: path)
      return answer(probe).map { ($0, stamp) }
    default:
      return answer(probe).map { ($0, nil) }
    }
  }

  /// The answer the disk gives to a question of this file's kinds today (nil for the tree's questions, which
  /// `FileTree` answers).
  public static func answer(_ probe: RecordedInput.Probe) -> ContentHash? {
    switch probe {
    case .bytes(let path, let limit):
      return TextFile.bytesAnswer(path: path, limit: limit)
    case .exists(let path):
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      return existsAnswer(exists: exists, folder: isDirectory.boolValue)
    case .contents(let path):
      return contentsAnswer(FileManager.default.contents(atPath: path))
    case .directory(let path):
      return directoryAnswer(try? FileManager.default.contentsOfDirectory(atPath: path))
    case .treeListing, .treeKind, .realPath:
      return nil
    }
  }
}
