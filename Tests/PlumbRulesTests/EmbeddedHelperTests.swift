import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// A helper app another app copies into its bundle (the `Xcode/LoginItem` fixture: a login item in
/// `Contents/Library/LoginItems`) is a thin entry point the system starts for its host, as an extension is.
@Suite struct EmbeddedHelperTests {
  static let root = Fixtures.url("Xcode/LoginItem")

  @Test func theCopyIntoTheLoginItemsFolderEmbedsTheHelper() throws {
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: Self.root)
    let edges = workspace.graph.dependencies.filter(\.isDeclared).map { "\($0.from.name) -> \($0.to.name) \($0.isEmbedded)" }
    // The App Clip ("Embed App Clips") and the agent a script phase copies into the login items are carried too.
    #expect(
      edges.sorted() == [
        "Main -> Agent true", "Main -> Clip true", "Main -> LoginHelper true", "MainTests -> Main false",
      ])
  }

  /// Before: `LoginHelper` was asked for a test target of its own (deltachat-ios's App Clip and passepartout's
  /// script-copied login item were still asked).
  @Test func anEmbeddedHelperIsNotAskedForTestsUnlessExtensionsAre() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(report.findings.filter { $0.ruleID == "test-presence" }.map(\.message) == [])
    var configuration = ConfigurationLoader.defaults
    configuration.rules["test-presence", default: .init()].parameters["include-extensions"] = .boolean(true)
    let strict = try Pipeline(root: Self.root, configuration: configuration).run()
    #expect(
      strict.findings.filter { $0.ruleID == "test-presence" }.map(\.message).sorted() == [
        "module 'Agent' has no test target that depends on it", "module 'Clip' has no test target that depends on it",
        "module 'LoginHelper' has no test target that depends on it",
      ])
  }
}

/// A local package linked through a symbolic link to its folder (AeroSpace's `xcode/aerospace-package-symlink`, a
/// link to `..`): the package the link resolves to, not an external node (the `Xcode/LinkedPackage` fixture).
@Suite struct LinkedPackageTests {
  /// The link is made in a copy: a link to `..` in the repository would send every walk that follows links round it.
  @Test func aPackageReachedThroughASymbolicLinkIsTheLoadedPackage() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-linked-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.url("Xcode/LinkedPackage"), to: root)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("xcode/package-link").path, withDestinationPath: "..")
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: root)
    #expect(workspace.diagnostics.map(\.message) == [])
    let app = try #require(workspace.graph.modules.first { $0.name == "App" })
    #expect(workspace.graph.dependencies(of: app.id).map(\.to.description) == ["Linked/Core"])
  }
}
