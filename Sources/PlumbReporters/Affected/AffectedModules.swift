import Foundation
import PlumbModel

/// What a change reaches (`plumb affected`): the modules whose files or declarations changed, every module that
/// depends on them directly or through others, and the test targets among those: the tests to run after the change.
/// A value: PlumbKit works it out from a change set and the graph (`AffectedModules(changes:graph:)`), this module
/// renders it.
public struct AffectedModules: Codable, Equatable, Sendable {
  /// The changed files, root-relative, sorted.
  public var changedFiles: [String]
  /// Modules that compile a changed file or are declared in one (a manifest, a project), and those whose folder
  /// held a deleted file, sorted.
  public var touched: [ModuleID]
  /// The touched modules and every module that depends on one of them, sorted; test targets included.
  public var affected: [ModuleID]
  /// The test targets among the affected modules, sorted by name.
  public var tests: [ModuleID]

  public init(changedFiles: [String], touched: [ModuleID], affected: [ModuleID], tests: [ModuleID]) {
    self.changedFiles = changedFiles
    self.touched = touched
    self.affected = affected
    self.tests = tests
  }

  /// `-only-testing:` arguments for xcodebuild, one per test target.
  public var onlyTestingArguments: [String] { tests.map { "-only-testing:\($0.name)" } }
}
