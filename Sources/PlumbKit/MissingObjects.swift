import Foundation

/// Files of an analysed revision that git has no object for (a clone that left out large objects, a broken
/// repository): `RevisionFolder` writes them empty and the revision is still analysed; what `plumb history`'s row
/// (or a probe's note) and its warnings say of them is decided here.
enum MissingObjects {
  /// What a revision was analysed without, for its `problem`: one file named (a Swift file first: without it the
  /// graph is not the whole one), the others counted.
  static func problem(_ missing: [RevisionFolder.Missing]) -> String {
    let swift = missing.filter(\.isSwift)
    guard let named = swift.first ?? missing.first else { return "" }
    var text = "git has no object for '\(named.path)'"
    if missing.count > 1 { text += " and \(missing.count - 1) more file\(missing.count == 2 ? "" : "s")" }
    text += missing.count == 1 ? ": analysed as an empty file" : ": analysed as empty files"
    if !swift.isEmpty {
      text += "; \(swift.count) Swift file\(swift.count == 1 ? "" : "s") missing: the graph is incomplete"
    }
    return text
  }

  /// `problem` joined to what else the revision's analysis said (nil: nothing).
  static func problem(_ missing: [RevisionFolder.Missing], besides other: String?) -> String? {
    guard !missing.isEmpty else { return other }
    return [other, problem(missing)].compactMap { $0 }.joined(separator: "; ")
  }

  /// Tells each file and object once (`warn` hears the text after `plumb: warning: `), at the first commit it is
  /// missing from as the caller goes through them.
  final class Warnings {
    private var told: Set<RevisionFolder.Missing> = []
    private let warn: (String) -> Void

    init(_ warn: @escaping (String) -> Void) { self.warn = warn }

    func tell(commit: String, _ missing: [RevisionFolder.Missing]) {
      for file in missing where told.insert(file).inserted {
        warn("\(commit.prefix(12)): \(file.path): git has no object \(file.object); analysed as an empty file")
      }
    }
  }
}
