import Foundation
import PlumbModel

/// One `git cat-file --batch` process that answers for a whole walk of revisions: trees and blobs by object name,
/// one at a time. Starting git twice per revision (`ls-tree`, then `cat-file`) cost more than reading what changed.
///
/// Each answer is `<object> <type> <size>` then the bytes and a newline, or `<name> missing`; so contents with any
/// bytes in them are read exactly. The process is ended by `close()`, and by an interrupt (`Interrupts`).
final class GitObjectReader {
  /// One object: its full name, its type (`blob`, `tree`, `commit`, `tag`) and its bytes.
  struct Object {
    var name: String
    var type: String
    var bytes: Data
  }

  private let process = Process()
  private let exit: ProcessExit
  private let input: FileHandle
  private let output: FileHandle
  private var buffer: [UInt8] = []
  private var position = 0
  private var closed = false

  init(repository: URL) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", repository.path, "cat-file", "--batch"]
    let toGit = Pipe()
    let fromGit = Pipe()
    process.standardInput = toGit
    process.standardOutput = fromGit
    process.standardError = FileHandle.nullDevice
    input = toGit.fileHandleForWriting
    output = fromGit.fileHandleForReading
    exit = ProcessExit(of: process)
    do {
      try Interrupts.shared.start(process)
    } catch {
      closed = true  // never started: nothing to end or wait for
      Interrupts.shared.holdIfInterrupted()
      throw error as? PlumbError ?? PlumbError("cannot run git: \(error.localizedDescription)")
    }
  }

  deinit { close() }

  /// The object `name` names (an object id, or `<commit>^{tree}`); nil when git has no such object.
  func object(_ name: String) throws -> Object? {
    do {
      try input.write(contentsOf: Data((name + "\n").utf8))
    } catch {
      Interrupts.shared.holdIfInterrupted()
      throw PlumbError("git cat-file stopped answering (reading \(name))")
    }
    return try answer()
  }

  /// The objects `names` name, in order (nil where git has none), asked for all at once: the names are written from
  /// another thread while the answers are read, so git never waits for the next question (one round trip per
  /// object, two context switches each, was most of the time of reading a revision's blobs on a loaded machine).
  func objects(_ names: [String]) throws -> [Object?] {
    guard names.count > 1 else { return try names.map { try object($0) } }
    let request = Data(names.map { $0 + "\n" }.joined().utf8)
    let input = self.input
    let written = DispatchSemaphore(value: 0)
    // A failed write leaves git without questions: the reading below then says git ended.
    Thread.detachNewThread {
      try? input.write(contentsOf: request)
      written.signal()
    }
    defer { written.wait() }
    return try names.map { _ in try answer() }
  }

  /// The answer to the next question asked.
  private func answer() throws -> Object? {
    let header = try line().split(separator: " ")
    guard header.count == 3, let size = Int(header[2]) else { return nil }
    let bytes = try take(size)
    _ = try take(1)  // the newline after the contents
    return Object(name: String(header[0]), type: String(header[1]), bytes: bytes)
  }

  /// Ends git (its input closed, it exits) and forgets it.
  func close() {
    guard !closed else { return }
    closed = true
    try? input.close()
    exit.wait()
    Interrupts.shared.ended(process)
  }

  // MARK: Reading the answers

  private func line() throws -> String {
    while true {
      if let end = buffer[position...].firstIndex(of: UInt8(ascii: "\n")) {
        let text = String(decoding: buffer[position..<end], as: UTF8.self)
        position = end + 1
        return text
      }
      try fill()
    }
  }

  private func take(_ count: Int) throws -> Data {
    while buffer.count - position < count { try fill() }
    let bytes = Data(buffer[position..<(position + count)])
    position += count
    return bytes
  }

  /// Reads what git wrote so far (at least one byte, waiting for it), dropping what was already taken.
  private func fill() throws {
    if position > 0 {
      buffer.removeFirst(position)
      position = 0
    }
    let chunk = output.availableData
    guard !chunk.isEmpty else {
      Interrupts.shared.holdIfInterrupted()
      throw PlumbError("git cat-file ended before answering")
    }
    buffer.append(contentsOf: chunk)
  }
}
