#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says of a file that changes whenever its bytes do: its size, modification and status-change times
/// (nanoseconds) and inode. A cache keeps it beside the hash of the bytes it read, so that the next run can trust the
/// hash without reading the file when `stat` still says the same, as git's index does (Junio C Hamano, "Racy Git
/// problem", in git's technical documentation).
///
/// The status-change time moves on every write and on every `touch` or `utimes` (which cannot set it back), so a file
/// rewritten with the same size and its modification time set back is still seen; the inode moves when the file is
/// replaced (an atomic save, a checkout).
///
/// **Racily clean files.** A file written in the same clock tick as it was read keeps the same times, and a file
/// system may keep coarse times (a second, two on FAT). So a stamp is trusted only when its modification and change
/// times are well older than when the run that hashed the file started (`verifiedSince`, taken before anything was
/// read, with a margin larger than any file system's granularity): a file changed after that run read it has a time
/// at or after its start, inside the margin, and is read and hashed again. The cost is that files changed in the
/// last seconds before a run are hashed by the next run too.
public struct FileStamp: Hashable, Codable, Sendable {
  public var size: Int64
  /// Modification time, nanoseconds since 1970.
  public var modified: Int64
  /// Status-change time, nanoseconds since 1970.
  public var changed: Int64
  public var inode: UInt64

  public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
    self.size = size
    self.modified = modified
    self.changed = changed
    self.inode = inode
  }

  init(_ info: stat) {
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    self.init(
      size: Int64(info.st_size), modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec), inode: UInt64(info.st_ino))
  }

  /// The stamp of the regular file at `path` (links followed, as opening it does); nil for anything else.
  public static func of(path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileStamp(info)
  }

  /// The stamp of an open regular file; nil for anything else.
  public static func of(descriptor: Int32) -> FileStamp? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileStamp(info)
  }

  /// How much older than a run's start a stamp's times must be to be trusted: more than any file system's time
  /// granularity (FAT's two seconds) and the lag of the kernel's coarse clock behind the one read here.
  public static let racyMargin: Int64 = 3_000_000_000

  /// Now, nanoseconds since 1970: a run takes it before it reads anything it stamps.
  public static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// True when a file stamped `self` now may be taken to hold the bytes hashed by a run that started at
  /// `verifiedSince` and saw the stamp `stored`: the same stamp, and not racily clean.
  public func vouches(for stored: FileStamp, verifiedSince: Int64) -> Bool {
    self == stored && isSettled(before: verifiedSince)
  }

  /// True when both times are older than `start` by the margin: a change made after `start` cannot leave them so.
  public func isSettled(before start: Int64) -> Bool {
    let limit = start - Self.racyMargin
    return modified < limit && changed < limit
  }
}
