import Foundation

/// Lanes of work that run at the same time, each on a thread of its own (the first on the caller's), for
/// `plumb history`'s revisions.
///
/// Not `DispatchQueue.concurrentPerform`: libdispatch divides the cores among the iterations of an apply, and an
/// apply inside one of them (each revision's scan spreads its files over the cores that way) then runs on one
/// thread, whatever the other lanes do. With two lanes on two cores, a lane whose partner waited (for the first
/// revision's facts) or was done (with its last revision) scanned on one core while the other stood idle. On threads
/// of their own, the lanes say how many threads each revision takes (`WalkingLanes`).
enum LaneThreads {
  /// Calls `lane` with 0 up to `count` - 1, each on its own thread (0 on the caller's); returns when all have.
  static func run(_ count: Int, _ lane: (Int) -> Void) {
    guard count > 1 else {
      if count == 1 { lane(0) }
      return
    }
    withoutActuallyEscaping(lane) { lane in
      // The threads reach the lanes' work through a box emptied before this returns: a `Thread` keeps its block
      // after it ends, and the work must not outlive the call.
      let work = Work(lane)
      let done = DispatchGroup()
      for index in 1..<count {
        done.enter()
        let thread = Thread {
          work.run(index)
          done.leave()
        }
        // The scan parses on these threads too: as deep a stack as the main thread's and the pool's.
        thread.stackSize = stackSize
        thread.start()
      }
      work.run(0)
      done.wait()
      work.empty()
    }
  }

  /// The lanes' work, shared by their threads until all are done.
  private final class Work: @unchecked Sendable {
    // Sendable: `lane` is set before the threads start and emptied after they are all done.
    private var lane: ((Int) -> Void)?
    init(_ lane: @escaping (Int) -> Void) { self.lane = lane }
    func run(_ index: Int) { lane?(index) }
    func empty() { lane = nil }
  }

  /// 8 MiB: the main thread's usual stack and the default of the threads libdispatch starts.
  static let stackSize = 8 << 20
}

/// How many lanes are still walking their revisions, for how many threads a revision's analysis takes: the cores
/// shared among them (`threads`), all of them for a lane left alone. Every lane taking every core at once took more
/// CPU for no less time (more threads than cores, work split for nothing).
final class WalkingLanes: @unchecked Sendable {
  // Sendable: `count` is behind the lock.
  private let lock = NSLock()
  private var count = 1
  private let cores: Int

  init(cores: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.cores = max(1, cores)
  }

  /// `lanes` lanes start walking.
  func start(_ lanes: Int) { lock.withLock { count = max(1, lanes) } }

  /// One lane is done walking.
  func finished() { lock.withLock { count = max(1, count - 1) } }

  /// The threads a revision's analysis takes now (`AnalysisOptions.threads`): the cores shared among the lanes
  /// walking, at least one.
  var threads: Int { lock.withLock { max(1, cores / count) } }
}
