import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// An app linking a package product plumb cannot resolve (issue 26, held-out set eight). The
/// `Xcode/UnresolvedProduct` fixture: `Lab` links `KitUI` without naming its package, and the package `Kit` beside it
/// no longer declares that product; `Lab` imports `KitSign`, a target of `Kit`.
@Suite struct UnresolvedProductTests {
  static let root = Fixtures.url("Xcode/UnresolvedProduct")

  /// Before: `'Lab' imports 'KitSign' but does not declare it as a dependency`, an error, as if `KitUI` brought
  /// nothing; what it brings is unknown.
  @Test func anImportAProductPlumbCouldNotResolveMayBringIsANote() throws {
    let report = try Pipeline(root: Self.root).run()
    let lab = try #require(report.graph.modules.first { $0.name == "Lab" })
    #expect(lab.build.unreadDependencies == [Location(file: "Lab.xcodeproj/project.pbxproj", line: 16)])
    let findings = report.findings.filter { $0.ruleID == "undeclared-import" }
    #expect(findings.map(\.severity) == [.note])
    #expect(findings.first?.message == "'Lab' imports 'KitSign', which no dependency plumb could read declares")
    #expect(findings.first?.notes.first?.contains("Lab.xcodeproj/project.pbxproj:16") == true)
  }
}
