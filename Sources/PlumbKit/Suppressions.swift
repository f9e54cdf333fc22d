import Foundation
import PlumbModel

/// Suppression comments in the file a finding points into:
///
/// - `// plumb:disable no-cycles test-presence` anywhere in the file silences those rules for the whole file;
/// - `// plumb:disable-next-line no-cycles` silences them on the next line.
///
/// Without rule ids the comment silences every rule. The comments of scanned files come from the scan (the same
/// read as their facts, cached with them: a staged file's staged contents under `--staged`); other files a finding
/// points into (a manifest, a project file) are read once each, with the same line scan (`SuppressionComments`).
public struct Suppressions {
  public let root: URL
  /// Contents that stand for files on disk (the index's, for `--staged`), by root-relative path.
  public let contents: [String: Data]
  /// The comments the scan read, by path: only files that have some.
  public let scanned: [String: SuppressionComments]
  /// The files the scan read: one of them without comments in `scanned` has none.
  public let scannedPaths: Set<String>
  private var cache: [String: SuppressionComments] = [:]

  public init(
    root: URL, contents: [String: Data] = [:], scanned: [String: SuppressionComments] = [:],
    scannedPaths: Set<String> = []
  ) {
    self.root = root
    self.contents = contents
    self.scanned = scanned
    self.scannedPaths = scannedPaths
  }

  /// Whether a comment silences the finding.
  public mutating func suppresses(_ finding: Finding) -> Bool {
    guard let location = finding.location, !location.file.isEmpty else { return false }
    return comments(in: location.file).suppresses(ruleID: finding.ruleID, line: location.line)
  }

  private mutating func comments(in file: String) -> SuppressionComments {
    if let comments = scanned[file] { return comments }
    if scannedPaths.contains(file) { return SuppressionComments() }
    if let cached = cache[file] { return cached }
    let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
    let data = contents[file] ?? FileManager.default.contents(atPath: url.path)
    let parsed = data.map { SuppressionComments.parse($0) } ?? SuppressionComments()
    cache[file] = parsed
    return parsed
  }
}
