import Foundation
import PlumbModel

/// Work of a derivation from nothing spread over the cores: after the scan, a cold run derives on one thread while
/// the other core waits, so the pieces that read nothing of each other run side by side. Each piece is the same
/// function of the same input as alone, so the result is the same.
enum SideBySide {
  /// How many threads a derivation over `files` files takes, `threads` asked (0: one per core): one for a small
  /// workspace, where starting a thread costs more than it saves.
  static func workers(threads: Int, files: Int) -> Int {
    max(1, min(threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount, files / minimumRun))
  }

  /// Fewer files than this are not worth a thread of their own.
  static let minimumRun = 64

  /// `first` and `second`, on two threads when `workers` is more than one.
  static func run<First, Second>(
    workers: Int, _ first: () -> First, and second: () -> Second
  ) -> (First, Second) {
    guard workers > 1 else { return (first(), second()) }
    return withoutActuallyEscaping(first) { first in
      withoutActuallyEscaping(second) { second in
        let results = Results<First, Second>()
        nonisolated(unsafe) let work = (first, second)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
          if part == 0 { results.first = work.0() } else { results.second = work.1() }
        }
        return (results.first!, results.second!)
      }
    }
  }

  /// `transform` of every element, on `workers` threads each taking a run of them; in the elements' order.
  static func map<Element, Output>(
    _ elements: [Element], workers: Int, _ transform: (Element) -> Output
  ) -> [Output] {
    guard workers > 1, elements.count > 1 else { return elements.map(transform) }
    let runs = min(workers, elements.count)
    let runLength = (elements.count + runs - 1) / runs
    let slots = UnsafeMutableBufferPointer<[Output]>.allocate(capacity: runs)
    slots.initialize(repeating: [])
    defer {
      slots.deinitialize()
      slots.deallocate()
    }
    withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let work = (slots, transform)
      DispatchQueue.concurrentPerform(iterations: runs) { run in
        let range = min(elements.count, run * runLength)..<min(elements.count, (run + 1) * runLength)
        work.0[run] = elements[range].map(work.1)
      }
    }
    return Array(slots.joined())
  }

  /// Where the two threads of `run` leave their results; each writes its own, and both are read after both end.
  private final class Results<First, Second>: @unchecked Sendable {
    var first: First?
    var second: Second?
  }
}
