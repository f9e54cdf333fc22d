import Foundation
import PlumbModel
import PlumbRules
import PlumbScanner

/// The rules' findings of the last check, beside the analysis cache (`findings-v1.bin`, sealed the same way). The
/// findings are a function of what the rules read, all of it derived from the analysis snapshot (its `generation`),
/// and of the configuration: a check whose load and scan were wholly reused, under the same configuration files,
/// rules, plumb binary, root and current folder (locations of the configuration are shown from it), reads them
/// instead of running the rules. Anything else in the key differing, the rules run and the file is replaced.
///
/// One small file, rewritten whole and atomically; a damaged, foreign or another plumb's file is ignored.
final class FindingsCache: Sendable {
  static let fileName = "findings-v1.bin"
  static let magic = "PLUMBFN1"
  /// Findings larger than this are not kept (thousands of findings take a few megabytes).
  static let maximumBytes = 64 << 20

  let file: URL
  let identity: String

  init(folder: URL, toolVersion: String) {
    file = folder.appendingPathComponent(Self.fileName)
    identity = "plumb \(toolVersion); findings 1"
  }

  /// What one check's rules returned, and what it was computed from.
  struct Entry: Codable {
    var key: String
    var findings: [Finding]
    var diagnostics: [AnalysisCache.StoredDiagnostic]
    /// The ids of the rules that ran.
    var rules: [String]
  }

  /// The stored findings when they were computed under `key`.
  func entry(for key: String) -> Entry? {
    guard let data = try? Data(contentsOf: file),
      let body = try? SealedFile.open(data, magic: Self.magic, identity: identity),
      let entry = try? JSONDecoder().decode(Entry.self, from: body), entry.key == key
    else { return nil }
    return entry
  }

  func store(_ entry: Entry) {
    guard let body = try? JSONEncoder().encode(entry), body.count <= Self.maximumBytes else { return }
    _ = SealedFile.write(SealedFile.seal(body, magic: Self.magic, identity: identity), to: file)
  }

  /// The key of a check over the snapshot `generation` under the configuration `configuration` (see
  /// `Pipeline.configurationKey`) with `rules`, for the files under `root`.
  static func key(generation: String, configuration: String, rules: [any Rule.Type], root: URL) -> String {
    let ids = rules.map { rule in rule.info.id }.joined(separator: ",")
    let parts = [
      "analysis \(generation)", "configuration \(configuration)", "rules \(ids)", "root \(root.path)",
      "folder \(FileManager.default.currentDirectoryPath)", "binary \(binaryStamp)",
    ]
    return parts.joined(separator: "\n")
  }

  /// The running executable's size and modification time: findings depend on the rules' code, which changes between
  /// builds of one version.
  static let binaryStamp: String = stamp(ofExecutableAt: Bundle.main.executablePath)

  /// An executable's path, size and modification time; a fresh random text when they cannot be read, so that
  /// nothing stored under it is ever taken for another build's.
  static func stamp(ofExecutableAt path: String?) -> String {
    guard let path, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? NSNumber, let date = attributes[.modificationDate] as? Date
    else { return UUID().uuidString }
    return "\(path) \(size) \(date.timeIntervalSince1970)"
  }
}
