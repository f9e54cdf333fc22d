import Foundation
import PlumbModel

/// The folder the harness writes each input to, once per process: the reader reads files, as it does in a run.
private let folder: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fuzz-xcconfig-\(getpid())")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

/// Any bytes as an `.xcconfig` (its `#include`s name files that are missing, itself, or lie outside the folder):
/// reading and expanding it never crashes or hangs, whatever the references; what is said points at lines the file
/// has, and no expanded value is longer than the limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard (try? data.write(to: folder.appendingPathComponent("fuzz.xcconfig"))) != nil else { return 0 }
  let read = XCConfigReader(root: folder).read("fuzz.xcconfig")
  let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).count
  // The file twice, as a project's and a target's configuration file, over built-in settings.
  let settings = XcodeBuildSettings(
    levels: [read.level, read.level], builtIn: ["TARGET_NAME": "App", "SRCROOT": "."], isComplete: read.complete)
  let work = WorkCounter()
  settings.expansion.work = work
  _ = settings.moduleName
  _ = settings.platforms
  _ = settings.definedConditions
  for key in read.level.values.keys.sorted() {
    if let value = settings.value(key), value.utf8.count > XcodeBuildSettings.maximumLength {
      fatalError("\(key) expanded to \(value.utf8.count) bytes")
    }
  }
  let origins = read.diagnostics.compactMap(\.location) + settings.problems.compactMap(\.origin)
  for origin in origins where origin.file == "fuzz.xcconfig" && (origin.line < 1 || origin.line > lines) {
    fatalError("a problem at line \(origin.line) of a \(lines)-line file")
  }
  if work.steps > 4 * (read.level.values.count + 1) * 2 * XcodeBuildSettings.maximumLength {
    fatalError("\(work.steps) characters expanded for \(read.level.values.count) settings")
  }
  return 0
}

extension XCConfigReader {
  /// The fuzzed unit is the reader; which files git ignores is the file tree's (`XCConfigReader+GitIgnore.swift`),
  /// not linked here: a missing file is said without the reason.
  static func ignoringRule(_ path: String, root: URL) -> String? { nil }
}
