import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// A Tuist app whose packages are all checked out (the `TuistPinnedPackages` fixtures), as buresdv/Cork's were: its
/// `Catalog` declares NavKit only, whose package depends on CollectionsKit (a manifest plumb cannot evaluate whole,
/// as swift-collections' is) and on a documentation plugin and a test helper that no build resolves. Tuist's
/// `Package.resolved` pins what the build resolved; checkouts not at those revisions are said.
@Suite struct TuistPinnedPackagesTests {
  static let root = Fixtures.url("Generators/TuistPinnedPackages")
  static let checkouts = Fixtures.url("Generators/TuistPinnedPackagesCheckouts")
  static let revisions = ["badges": "a", "collectionskit": "b", "inspector": "c", "navkit": "d"]

  /// A copy of the app with `Tuist/Package.resolved` pinning every package the build resolved (git leaves the file
  /// out of fixtures), and a copy of the checkouts, each at its pin but where `heads` says otherwise.
  static func copies(heads: [String: String] = [:]) throws -> (root: URL, checkouts: URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-tuist-pins-\(UUID().uuidString)")
    let root = folder.appendingPathComponent("app")
    let checkouts = folder.appendingPathComponent("packages")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.root, to: root)
    try FileManager.default.copyItem(at: Self.checkouts, to: checkouts)
    let pins = revisions.sorted { $0.key < $1.key }.map { identity, letter in
      """
          {
            "identity" : "\(identity)",
            "kind" : "remoteSourceControl",
            "location" : "https://example.com/kits/\(identity).git",
            "state" : { "revision" : "\(String(repeating: letter, count: 40))", "version" : "1.0.0" }
          }
      """
    }
    try "{\n  \"pins\" : [\n\(pins.joined(separator: ",\n"))\n  ],\n  \"version\" : 3\n}\n".write(
      to: root.appendingPathComponent("Tuist/Package.resolved"), atomically: true, encoding: .utf8)
    for (identity, letter) in revisions {
      let git = checkouts.appendingPathComponent("checkouts/\(identity)/.git")
      try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
      try (String(repeating: heads[identity] ?? letter, count: 40) + "\n").write(
        to: git.appendingPathComponent("HEAD"), atomically: true, encoding: .utf8)
    }
    return (root, checkouts)
  }

  static func findings(_ root: URL, packagesPath: URL) throws -> [String] {
    let report = try Pipeline(root: root, options: AnalysisOptions(packagesPath: packagesPath)).run()
    return report.findings.filter { $0.ruleID == "undeclared-import" }
      .map { "\($0.severity) \($0.message) | \($0.notes.first ?? "")" }
  }

  /// NavKit's modules are unknown (CollectionsKit's manifest is not read whole), but not its packages: NavKit,
  /// CollectionsKit, and neither the unresolved plugin nor the test helper. Inspector's package is none of them, so
  /// `import Inspector` is undeclared (an error); `import Ordered` may come through NavKit (a note that says the
  /// checkouts were read). Before, all three were notes that "found no checkout".
  @Test func aProductWhoseModulesAreUnknownBringsOnlyModulesOfThePackagesItDependsOn() throws {
    let (root, checkouts) = try Self.copies()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let workspace = try WorkspaceLoader(packagesPath: checkouts, derivedData: nil).load(root: root)
    let navKit = try #require(workspace.graph.modules.first { $0.isExternal && $0.name == "NavKit" })
    #expect(navKit.productModules == nil)
    #expect(navKit.productPackages == ["external:collectionskit", "external:navkit"])
    let findings = try Self.findings(root, packagesPath: checkouts)
    #expect(findings.count == 2)
    #expect(
      findings.first { $0.contains("'Inspector'") }
        == "error 'Catalog' imports 'Inspector' but does not declare it as a dependency | add the product "
        + "'Inspector' to the dependencies of 'Catalog': none of its dependencies is a remote package that could bring "
        + "it in (the remote products it declares were read from their packages' checkouts, and do not bring it)")
    let ordered = try #require(findings.first { $0.contains("'Ordered'") })
    #expect(ordered.hasPrefix("note "))
    #expect(ordered.contains("plumb read its checkout"))
    #expect(!ordered.contains("no checkout"))
  }

  /// Without the pins, the plugin and the test helper NavKit's package depends on could be resolved: NavKit may bring
  /// anything, as before.
  @Test func withoutPinsAnUncheckedOutDependencyMayBringAnything() throws {
    let (root, checkouts) = try Self.copies()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.removeItem(at: root.appendingPathComponent("Tuist/Package.resolved"))
    let workspace = try WorkspaceLoader(packagesPath: checkouts, derivedData: nil).load(root: root)
    let navKit = try #require(workspace.graph.modules.first { $0.isExternal && $0.name == "NavKit" })
    #expect(navKit.productPackages == nil)
    #expect(try Self.findings(root, packagesPath: checkouts).allSatisfy { $0.hasPrefix("note ") })
  }

  /// Tuist's `Package.resolved` is compared with the checkouts as an Xcode project's and a package's are, a checkout
  /// with no manifest included (Cork's ApplicationInspector, PiCK_iOS_V2's leveldb); the advice is Tuist's command.
  @Test func checkoutsNotAtTuistsPinsAreSaid() throws {
    let (root, checkouts) = try Self.copies(heads: ["badges": "e", "inspector": "f"])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let workspace = try WorkspaceLoader(packagesPath: checkouts, derivedData: nil).load(root: root)
    let display = checkouts.appendingPathComponent("checkouts").standardizedFileURL.path
    #expect(
      workspace.diagnostics.filter { $0.location?.file == "Tuist/Package.resolved" }.map(\.description) == [
        "Tuist/Package.resolved:4: note: the checkout '\(display)/badges' is at eeeeeeeeeeee, not at the revision "
          + "aaaaaaaaaaaa this file pins: the checkout has no Package.swift, so what its products bring is unknown "
          + "(run 'tuist install' to match them)",
        "Tuist/Package.resolved:16: note: the checkout '\(display)/inspector' is at ffffffffffff, not at the revision "
          + "cccccccccccc this file pins: plumb reads what the checkout's Package.swift declares (run 'tuist install' "
          + "to match them)",
      ])
  }
}
