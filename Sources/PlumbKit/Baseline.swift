import Foundation
import PlumbModel

/// Findings a team has accepted for now, recorded by `plumb baseline write` so that `plumb check --baseline`
/// reports only new ones. Entries are fingerprints (rule and modules, no line numbers), so moving code around
/// does not invalidate them.
public struct Baseline: Hashable, Codable, Sendable {
  public struct Entry: Hashable, Codable, Comparable, Sendable {
    public var rule: String
    public var fingerprint: String
    /// The finding's message when recorded, for people reading the file.
    public var message: String

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.fingerprint, lhs.message) < (rhs.fingerprint, rhs.message)
    }
  }

  public var version: Int
  public var entries: [Entry]

  public init(findings: [Finding]) {
    version = 1
    entries = findings.map { Entry(rule: $0.ruleID, fingerprint: $0.fingerprint, message: $0.message) }.sorted()
  }

  public static func read(from url: URL) throws -> Baseline {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw PlumbError("cannot read baseline '\(url.path)'")
    }
    do {
      return try JSONDecoder().decode(Baseline.self, from: data)
    } catch {
      throw PlumbError("baseline '\(url.path)' is not a plumb baseline: \(error)")
    }
  }

  public func write(to url: URL, overwritingInputs: Bool = false) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Written whole or not at all: an interrupted run leaves the previous baseline, never half a file.
    try OutputFile.write(try encoder.encode(self) + Data("\n".utf8), to: url, overwritingInputs: overwritingInputs)
  }

  /// Splits findings into new ones and baselined ones; entries matched by no finding are stale. A fingerprint
  /// recorded twice covers two findings.
  public func apply(to findings: [Finding]) -> (new: [Finding], baselined: [Finding], stale: [Entry]) {
    var remaining: [String: [Entry]] = Dictionary(grouping: entries, by: \.fingerprint)
    var new: [Finding] = []
    var baselined: [Finding] = []
    for finding in findings {
      if var matches = remaining[finding.fingerprint], !matches.isEmpty {
        matches.removeFirst()
        remaining[finding.fingerprint] = matches
        baselined.append(finding)
      } else {
        new.append(finding)
      }
    }
    return (new, baselined, remaining.values.flatMap { $0 }.sorted())
  }
}
