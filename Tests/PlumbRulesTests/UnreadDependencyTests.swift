import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// A target whose dependency list has an entry plumb cannot read (a Tuist helper that switches on an environment
/// setting when the projects are generated) may declare what it imports: that import is a note naming the entry,
/// never an `undeclared-import` error. A target whose list plumb read whole is still reported as before.
@Suite struct UnreadDependencyTests {
  static let root = Fixtures.url("Generators/TuistUnreadDependencies")

  @Test func unreadEntryIsRecordedOnTheTarget() throws {
    let report = try Pipeline(root: Self.root).run()
    let kiosk = report.graph.modules.first { $0.name == "Kiosk" }
    #expect(kiosk?.build.unreadDependencies?.map(\.file) == ["Project.swift"])
    #expect(report.graph.modules.first { $0.name == "Counter" }?.build.unreadDependencies == nil)
    #expect(report.diagnostics.contains { $0.message.contains("target 'Kiosk': cannot read the dependency") })
  }

  @Test func importOfAnUnreadEntryIsANoteNotAnError() throws {
    let report = try Pipeline(root: Self.root).run()
    let found = report.findings.filter { $0.ruleID == "undeclared-import" }
    #expect(
      found.map { "\($0.severity.rawValue) \($0.location?.description ?? "") \($0.message)" } == [
        "error Counter/Sources/CounterApp.swift:1:1 'Counter' imports 'Ledger' but does not declare it as a dependency",
        "note Kiosk/Sources/KioskApp.swift:1:1 'Kiosk' imports 'Ledger', which no dependency plumb could read declares",
      ])
    let note = found.first { $0.severity == .note }?.notes.first ?? ""
    #expect(note.contains("Project.swift:"))
  }
}

/// A target whose own entries are all read, but whose declared dependency has an entry plumb cannot read, may reach
/// what it imports through that entry (GSM-MSG/SMS-iOS: demo apps and test targets reaching modules through their
/// feature's unread plugin constants): a note naming the dependency's entry, not an error. A target whose
/// dependencies plumb read whole is still reported.
@Suite struct UnreadTransitiveDependencyTests {
  static let root = Fixtures.url("Generators/TuistUnreadTransitive")

  @Test func importReachableThroughADependencysUnreadEntryIsANote() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(report.graph.modules.first { $0.name == "Shell" }?.build.unreadDependencies?.map(\.line) == [10])
    #expect(report.graph.modules.first { $0.name == "Kiosk" }?.build.unreadDependencies == nil)
    let found = report.findings.filter { $0.ruleID == "undeclared-import" }
    #expect(
      found.map { "\($0.severity.rawValue) \($0.message)" } == [
        "error 'Counter' imports 'Vault' but does not declare it as a dependency",
        "note 'Kiosk' imports 'Vault', which no dependency plumb could read declares",
      ])
    let note = found.first { $0.severity == .note }?.notes.first ?? ""
    #expect(note.contains("Project.swift:10:5 (of 'Shell')"))
  }
}

/// An app that links a prebuilt framework (Carthage's `Ledger.xcframework`) declares the module of its name, even
/// though a workspace target also builds `Ledger` from source (airbnb/lottie-ios's Carthage test app); an app of
/// the same project that links nothing is still reported.
@Suite struct PrebuiltBinaryTests {
  static let root = Fixtures.url("Xcode/PrebuiltBinary")

  @Test func linkedXcframeworkDeclaresItsModule() throws {
    let report = try Pipeline(root: Self.root).run()
    let shop = report.graph.modules.first { $0.name == "Shop" }
    #expect(shop?.build.linkedBinaryModules == ["Ledger"])
    #expect(
      report.findings.filter { $0.ruleID == "undeclared-import" }.map { "\($0.severity.rawValue) \($0.message)" } == [
        "error 'Kiosk' imports 'Ledger' but does not declare it as a dependency"
      ])
  }
}

/// A dependency entry whose edge the loader leaves out (an XcodeGen `target:` no loaded project has, a
/// `Project/Target` with no `projectReferences` entry) may declare what the target imports, as an unread entry may:
/// OneBusAway/onebusaway-ios's specs, meant to be generated from another folder, lost their targets' edges, and the
/// imports those edges serve were reported as undeclared errors. A target with no such entry is still reported.
@Suite struct LeftOutEdgeTests {
  static let root = Fixtures.url("Generators/XcodeGen/LeftOutEdges")

  @Test func importsOfLeftOutEntriesAreNotes() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(report.graph.modules.first { $0.name == "Shop" }?.build.unreadDependencies?.map(\.line) == [11])
    #expect(report.graph.modules.first { $0.name == "Till" }?.build.unreadDependencies?.map(\.line) == [17])
    #expect(report.graph.modules.first { $0.name == "Kiosk" }?.build.unreadDependencies == nil)
    let found = report.findings.filter { $0.ruleID == "undeclared-import" }
    #expect(
      found.map { "\($0.severity.rawValue) \($0.message)" } == [
        "error 'Kiosk' imports 'Ledger' but does not declare it as a dependency",
        "note 'Shop' imports 'Ledger', which no dependency plumb could read declares",
        "note 'Till' imports 'Ledger', which no dependency plumb could read declares",
      ])
    #expect(report.diagnostics.filter { $0.message.hasSuffix("the edge is left out") }.count == 2)
  }
}
