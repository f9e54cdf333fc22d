import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// A library that SwiftPM and an Xcode project build from the same files (the `Xcode/BuiltTwice` fixture), as
/// large packages ship it: what each build system defines, the targets that exist on purpose (one that gathers the
/// others, an empty version marker, a demo executable), aggregate and legacy targets, and files a project lists that
/// git ignores or a template makes.
@Suite struct BuiltTwiceTests {
  static let root = Fixtures.url("Xcode/BuiltTwice")

  func modules(_ graph: ModuleGraph) -> [String: Module] {
    Dictionary(uniqueKeysWithValues: graph.modules.map { ($0.id.description, $0) })
  }

  @Test func eachBuildSystemDefinesWhatItDefines() throws {
    let workspace = try WorkspaceLoader().load(root: Self.root)
    let modules = modules(workspace.graph)
    #expect(modules["Reader/Reader"]?.build.isSwiftPackage == true)
    #expect(modules["Reader/Reader"]?.build.configurationConditions == [["DEBUG", "SWIFT_PACKAGE"], ["SWIFT_PACKAGE"]])
    // The CocoaPods configuration files are not installed: read as `pod install` writes their flags (COCOAPODS),
    // never SWIFT_PACKAGE.
    let xcode = try #require(modules["Reader.xcodeproj/Reader"])
    #expect(xcode.build.isSwiftPackage == false)
    #expect(xcode.build.definedConditions == ["COCOAPODS", "DEBUG"])
    #expect(BuildCondition(xcode.build).mayHold("SWIFT_PACKAGE") == false)
    #expect(BuildCondition(xcode.build).mayHold("DEBUG"))
  }

  @Test func aggregateAndLegacyTargetsAreNodes() throws {
    let workspace = try WorkspaceLoader().load(root: Self.root)
    let modules = modules(workspace.graph)
    #expect(modules["Reader.xcodeproj/GenerateVersion"]?.kind == .aggregate)
    #expect(modules["Reader.xcodeproj/BuildC"]?.kind == .aggregate)
    #expect(modules["Reader.xcodeproj/BuildC"]?.sources == [])
    let edges = workspace.graph.dependencies.map { "\($0.from) -> \($0.to)" }.filter { $0.hasPrefix("Reader.xcodeproj") }
    #expect(
      edges == [
        "Reader.xcodeproj/GenerateVersion -> Reader.xcodeproj/BuildC",
        "Reader.xcodeproj/Reader -> Reader.xcodeproj/GenerateVersion",
      ])
  }

  @Test func missingFilesSayWhyWhenTheCheckoutDoes() throws {
    let workspace = try WorkspaceLoader().load(root: Self.root)
    #expect(
      workspace.diagnostics.map(\.message).sorted() == [
        "source file Sources/Reader/Config.swift of target 'Reader' does not exist (made from the template "
          + "Sources/Reader/Config.swift.template)",
        "source file Sources/Reader/Secrets.swift of target 'Reader' does not exist (git ignores it: .gitignore:2; "
          + "each checkout makes it)",
      ])
  }

  /// Before: `import CReader` under `#if SWIFT_PACKAGE` was an undeclared-import error for the Xcode build, the
  /// demo and the C module were untested, `SwiftSyntax-all`-like `Reader-all` declared unused dependencies and the
  /// marker was an unused dependency of `Reader`.
  @Test func defaultRulesReportNothingThatExistsOnPurpose() throws {
    let report = try Pipeline(root: Self.root).run()
    // The C module has no Swift file: plumb sees neither its code nor tests written in C or Objective-C.
    #expect(report.findings.map { "\($0.ruleID): \($0.message)" } == [])
  }

  @Test func aPackageThatDeclaresNoTargetsSaysSo() {
    #expect {
      try Pipeline(root: Fixtures.url("Manifests/NoTargets")).load()
    } throws: { error in
      "\(error)".hasSuffix(": its Package.swift declares no targets, and there is no Xcode project or other Swift file")
    }
  }

  /// A stale entry of a product (the remote package it came from) beside the one of the local package that provides
  /// it now: read from the local package, and reported.
  @Test func aProductLinkedFromTwoPackagesIsReadFromTheOneInTheCheckout() throws {
    let workspace = try WorkspaceLoader().load(root: Fixtures.url("Xcode/StaleProduct"))
    #expect(
      workspace.graph.dependencies.map { "\($0.from) -> \($0.to)" } == [
        "App.xcodeproj/App -> Formats/Formats", "App.xcodeproj/App -> external:keychainstore/KeychainStore",
      ])
    #expect(
      workspace.diagnostics.map(\.description) == [
        "App.xcodeproj/project.pbxproj:46: warning: target 'App' links the product 'Formats' from two packages, "
          + "Formats and https://github.com/example/formats-old (line 45); plumb reads it from Formats. Remove the "
          + "stale entry"
      ])
  }

  /// An Objective-C file of the app is what uses KeychainStore: plumb reads only Swift, so it does not judge the
  /// app's dependencies.
  @Test func dependenciesOfATargetWithObjectiveCFilesAreNotJudged() throws {
    let root = Fixtures.url("Xcode/StaleProduct")
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(workspace.graph.modules.first { $0.name == "App" }?.build.compilesCFamilySources == true)
    let report = try Pipeline(root: root).run()
    #expect(!report.findings.contains { $0.ruleID == "unused-dependency" })
  }
}
