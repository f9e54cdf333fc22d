import Foundation
import PlumbModel

/// `plumb affected`'s formats: text for people, JSON for tools, and the test targets as `swift test --filter` and
/// `xcodebuild -only-testing:` take them.
extension AffectedModules {
  public enum Format: String, CaseIterable, Sendable {
    case text, json, tests
    case onlyTesting = "only-testing"
  }

  public func rendered(as format: Format) -> String {
    switch format {
    case .json: json
    case .tests: tests.map { "\($0.name)\n" }.joined()
    case .onlyTesting: onlyTestingArguments.isEmpty ? "" : onlyTestingArguments.joined(separator: " ") + "\n"
    case .text: text
    }
  }

  private var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    struct Output: Encodable {
      var changedFiles: [String]
      var touched: [String]
      var affected: [String]
      var tests: [String]
      var onlyTesting: [String]
    }
    let output = Output(
      changedFiles: changedFiles, touched: touched.map(\.description), affected: affected.map(\.description),
      tests: tests.map(\.name), onlyTesting: onlyTestingArguments)
    return String(decoding: (try? encoder.encode(output)) ?? Data(), as: UTF8.self) + "\n"
  }

  private var text: String {
    func names(_ ids: [ModuleID]) -> String { ids.isEmpty ? "none" : ids.map(\.description).joined(separator: ", ") }
    return """
      changed files: \(changedFiles.count)
      touched modules (\(touched.count)): \(names(touched))
      affected modules (\(affected.count)): \(names(affected))
      test targets to run (\(tests.count)): \(tests.isEmpty ? "none" : tests.map(\.name).joined(separator: ", "))

      """
  }
}
