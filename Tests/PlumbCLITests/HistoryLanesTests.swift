import Foundation
@testable import PlumbKit
import PlumbReporters
import PlumbTestSupport
import Testing

/// `plumb history` analyses the revisions after the first in lanes at the same time (`HistoryCheckout.reading`):
/// on the repository of `HistoryCommandTests` (seven commits whose graph changes), the history analysed in three
/// lanes is the history analysed one revision after another, byte for byte, and its rows are in the commits' order
/// even when later commits are done first; each lane's folder holds its own commit; two lanes walk a stretch of
/// commits towards each other.
@Suite struct HistoryLanesTests {
  @Test func lanesGiveTheOutputsOfOneRevisionAfterAnother() throws {
    let (folder, hashes) = try HistoryCommandTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let caches = try makeWorkspaceFolder("plumb-history-lanes-caches", empty: true)
    defer { try? FileManager.default.removeItem(at: caches) }
    func history(lanes: Int) throws -> ArchitectureHistory {
      try ArchitectureHistory.analysing(
        root: folder, sampling: HistorySampling(), cacheFolder: caches.appendingPathComponent("\(lanes)"),
        lanes: lanes)
    }
    let serial = try history(lanes: 1)
    let concurrent = try history(lanes: 3)
    #expect(serial.revisions.map(\.commit) == hashes)
    #expect(concurrent.revisions.map(\.commit) == hashes)
    #expect(serial.revisions.allSatisfy { $0.problem == nil }, "\(serial.revisions.compactMap(\.problem))")
    #expect(serial.revisions.map(\.edges) == [0, 0, 0, 1, 1, 2, 2])
    #expect(HistoryOutput.csv(concurrent) == HistoryOutput.csv(serial))
    #expect(HistoryOutput.json(concurrent) == HistoryOutput.json(serial))
    #expect(HistoryOutput.text(concurrent) == HistoryOutput.text(serial))
    // A second run in lanes, its facts cached: the same again.
    #expect(HistoryOutput.json(try history(lanes: 3)) == HistoryOutput.json(serial))
  }

  /// What the lanes saw, noted from their threads.
  final class Seen: @unchecked Sendable {
    // Sendable: `visits` is behind the lock.
    private let lock = NSLock()
    private var visits: [(index: Int, lane: Int, folder: String)] = []

    func note(_ index: Int, lane: Int, folder: String) { lock.withLock { visits.append((index, lane, folder)) } }
    var all: [(index: Int, lane: Int, folder: String)] { lock.withLock { visits } }
  }

  @Test func resultsAreInTheCommitsOrderWhateverOrderTheyAreDoneIn() throws {
    let (folder, hashes) = try HistoryCommandTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let seen = Seen()
    let manifests = try HistoryCheckout.reading(hashes, root: folder, lanes: 3) { index, lane, revision, _ in
      // The first lane waits for another lane to be done with a later commit before it does its own.
      let deadline = Date().addingTimeInterval(30)
      while lane == 0 && index > 0 && !seen.all.contains(where: { $0.lane > 0 }) && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.01)
      }
      let manifest = try String(contentsOf: revision.appendingPathComponent("Package.swift"), encoding: .utf8)
      seen.note(index, lane: lane, folder: revision.path)
      return manifest
    }
    let committed = try hashes.map { try HistoryCommandTests.git(["show", "\($0):Package.swift"], in: folder) }
    // Each result is its own commit's manifest, in the commits' order.
    #expect(manifests.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } == committed)
    let visits = seen.all
    #expect(visits.map(\.index).sorted() == Array(hashes.indices))
    #expect(visits.first?.index == 0)
    // Commits 0–4 walked by lanes 0 (onwards from 0) and 1 (backwards from 4), 5–6 by lane 2, each lane in its own
    // folder, done out of order.
    let byLane = Dictionary(grouping: visits, by: \.lane).mapValues { $0.map(\.index) }
    let (onwards, backwards) = (byLane[0] ?? [], byLane[1] ?? [])
    #expect(onwards == Array(0..<onwards.count))
    #expect(backwards == Array((0...4).dropFirst(onwards.count).reversed()))
    #expect(byLane[2] == [5, 6])
    #expect(Set(visits.map(\.folder)).count == 3)
    #expect(visits.map(\.index) != visits.map(\.index).sorted())
    // Every lane's folder is removed.
    #expect(visits.allSatisfy { !FileManager.default.fileExists(atPath: $0.folder) })
  }

  /// Two lanes walk the commits towards each other and meet where the work says: a lane whose commits take long
  /// does fewer of them (a cut by count gave each lane half: commits 0–3 and 4–6).
  @Test func lanesMeetWhereTheWorkSays() throws {
    let (folder, hashes) = try HistoryCommandTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let seen = Seen()
    let manifests = try HistoryCheckout.reading(hashes, root: folder, lanes: 2) { index, lane, revision, _ in
      if lane == 1 { Thread.sleep(forTimeInterval: 1) }
      seen.note(index, lane: lane, folder: revision.path)
      return try String(contentsOf: revision.appendingPathComponent("Package.swift"), encoding: .utf8)
    }
    let committed = try hashes.map { try HistoryCommandTests.git(["show", "\($0):Package.swift"], in: folder) }
    #expect(manifests.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } == committed)
    let byLane = Dictionary(grouping: seen.all, by: \.lane).mapValues { $0.map(\.index) }
    let (onwards, backwards) = (byLane[0] ?? [], byLane[1] ?? [])
    #expect(onwards.count > 4, "\(byLane)")
    #expect(onwards == Array(0..<onwards.count))
    #expect(backwards == Array(hashes.indices.dropFirst(onwards.count).reversed()))
  }

  /// The commits chosen while the lanes open their folders: the lane that starts at the last commit reads a guess
  /// of it meanwhile. A right guess (HEAD), a wrong one (an older commit) and one git cannot read give each lane the
  /// files and Swift sources of its commits, as one lane without a guess does; a choosing that fails is the error
  /// thrown, and one that chooses nothing gives no result; every folder is removed.
  @Test func theCommitsAreChosenWhileTheLanesOpenTheirFolders() throws {
    let (folder, hashes) = try HistoryCommandTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    func read(_ revision: URL, _ contents: [String: Data]) throws -> String {
      let manifest = try String(contentsOf: revision.appendingPathComponent("Package.swift"), encoding: .utf8)
      let sources = contents.keys.sorted().map { "\($0): \(String(decoding: contents[$0]!, as: UTF8.self))" }
      return ([manifest] + sources).joined(separator: "\n")
    }
    let serial = try HistoryCheckout.reading(hashes, root: folder) { _, _, revision, contents in
      try read(revision, contents)
    }
    #expect(serial.count == 7 && serial.last!.contains("Sources/C/More.swift: struct Damson {}"))
    let seen = Seen()
    for guess in ["HEAD", hashes[2], "no-such-revision"] {
      for lanes in [2, 4] {
        let laned = try HistoryCheckout.reading(
          choosing: {
            // Long enough for the other lanes to open their folders (and read the guess) before the choice.
            Thread.sleep(forTimeInterval: 0.2)
            return hashes
          }, likelyLast: guess, root: folder, lanes: lanes
        ) { index, lane, revision, contents in
          seen.note(index, lane: lane, folder: revision.path)
          return try read(revision, contents)
        }
        #expect(laned == serial, "guess \(guess), \(lanes) lanes")
      }
    }
    // Which lane takes a commit two lanes walk towards follows their speed; lanes past the first took some.
    #expect(Set(seen.all.map(\.lane)).isSubset(of: [0, 1, 2, 3]) && seen.all.contains { $0.lane > 0 })
    #expect(seen.all.allSatisfy { !FileManager.default.fileExists(atPath: $0.folder) })
    #expect(throws: PlumbError.self) {
      try HistoryCheckout.reading(
        choosing: { throw PlumbError("no commit on the first-parent line of HEAD") }, likelyLast: "HEAD",
        root: folder, lanes: 2
      ) { _, _, _, _ in 0 }
    }
    let none = try HistoryCheckout.reading(choosing: { [] }, likelyLast: "HEAD", root: folder, lanes: 2) { _, _, _, _ in 0 }
    #expect(none.isEmpty)
  }

  /// While the other lanes wait for the first revision's facts, the first lane's work spreads over the cores as a
  /// `check`'s does: two pieces of it run at the same time. As an apply inside an apply (libdispatch divides the cores
  /// among the outer one's lanes) they ran one after the other, and the first revision was scanned on one core.
  @Test func theFirstRevisionHasTheCoresTheOtherLanesWaitWith() throws {
    guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
    let (folder, hashes) = try HistoryCommandTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let met = Met()
    _ = try HistoryCheckout.reading(Array(hashes.prefix(3)), root: folder, lanes: 2) { index, _, _, _ in
      guard index == 0 else { return 0 }
      // Each piece says it started, then waits for the other's word: at the same time, both hear it; one after the
      // other, the first waits out its time alone.
      let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
      DispatchQueue.concurrentPerform(iterations: 2) { piece in
        started[piece].signal()
        if started[1 - piece].wait(timeout: .now() + 5) == .success { met.add() }
      }
      return 0
    }
    #expect(met.count == 2)
  }

  /// A revision takes the cores shared among the lanes still walking: one each for two lanes on two cores, both for
  /// the lane left when the other is done; never none.
  @Test func aRevisionTakesTheCoresOfTheLanesNoLongerWalking() {
    let walking = WalkingLanes(cores: 4)
    #expect(walking.threads == 4)
    walking.start(3)
    #expect(walking.threads == 1)
    walking.finished()
    #expect(walking.threads == 2)
    walking.finished()
    #expect(walking.threads == 4)
    walking.finished()
    #expect(walking.threads == 4)
    #expect(WalkingLanes(cores: 0).threads == 1)
  }

  /// How many pieces heard the other.
  final class Met: @unchecked Sendable {
    // Sendable: `value` is behind the lock.
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  @Test func aStretchIsTakenFromBothEndsUntilTheyMeet() {
    let stretch = HistoryCheckout.Stretch([0, 1, 2, 3, 4])
    #expect(stretch.take(forward: true) == 0)
    #expect(stretch.take(forward: false) == 4)
    #expect(stretch.take(forward: false) == 3)
    #expect(stretch.take(forward: true) == 1)
    #expect(stretch.take(forward: true) == 2)
    #expect(stretch.take(forward: false) == nil)
    #expect(stretch.take(forward: true) == nil)
    #expect(HistoryCheckout.Stretch([]).take(forward: true) == nil)
    // Runs 0 and 1 make a stretch, 2 and 3 another; a last run is alone.
    let stretches = HistoryCheckout.Stretch.pairing([[0, 1], [2], [3, 4], [5], [6]])
    func onwards(_ stretch: HistoryCheckout.Stretch) -> [Int] {
      var taken: [Int] = []
      while let index = stretch.take(forward: true) { taken.append(index) }
      return taken
    }
    #expect(stretches.map(onwards) == [[0, 1, 2], [3, 4, 5], [6]])
  }

  @Test func commitsAreCutIntoConsecutiveRuns() {
    #expect(HistoryCheckout.consecutiveRuns(of: [1, 2, 3, 4, 5, 6], count: 3) == [[1, 2], [3, 4], [5, 6]])
    #expect(HistoryCheckout.consecutiveRuns(of: Array(1...19), count: 2) == [Array(1...10), Array(11...19)])
    #expect(HistoryCheckout.consecutiveRuns(of: [1, 2, 3, 4, 5, 6], count: 4) == [[1, 2], [3, 4], [5], [6]])
    #expect(HistoryCheckout.consecutiveRuns(of: [1, 2], count: 8) == [[1], [2]])
    #expect(HistoryCheckout.consecutiveRuns(of: [1, 2, 3], count: 0) == [[1, 2, 3]])
    #expect(HistoryCheckout.consecutiveRuns(of: [], count: 2) == [])
  }
}
