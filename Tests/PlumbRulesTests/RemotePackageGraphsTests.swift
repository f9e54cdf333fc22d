import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Remote packages' own graphs, read from their checkouts (the `RemotePackages` fixtures): a target that declares
/// `ImageKitUI` may import `ImageKit` and Toolbox's `Caching`, which ImageKitUI's target depends on, and not `Logging`.
@Suite struct RemotePackageGraphsTests {
  static let root = Fixtures.url("RemotePackages/Root")
  /// The checkouts SwiftPM would put in the root's `.build/checkouts`; kept apart, as build folders stay out of git.
  static let checkouts = Fixtures.url("RemotePackages/RootCheckouts")
  static let app = Fixtures.url("RemotePackages/App")

  func dependencyFindings(_ root: URL, packagesPath: URL? = nil) throws -> [String] {
    let report = try Pipeline(root: root, options: AnalysisOptions(packagesPath: packagesPath)).run()
    return report.findings.filter { ["undeclared-import", "unused-dependency"].contains($0.ruleID) }
      .map { "\($0.severity) \($0.ruleID): \($0.message)" }
  }

  @Test func productsBringWhatTheirPackagesMakeThemDependOn() throws {
    let root = try Self.rootWithCheckouts()
    defer { try? FileManager.default.removeItem(at: root) }
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: root)
    let brought = Dictionary(
      uniqueKeysWithValues: workspace.graph.modules.filter(\.isExternal).map { ($0.id.description, $0.productModules) })
    #expect(
      brought == [
        "external:imagekit/ImageKitUI": ["Caching", "ImageKit", "ImageKitUI"],
        "external:imagekit/ImageKit": ["ImageKit"],
        "external:toolbox/Caching": ["Caching"],
        "external:toolbox/Logging": ["Logging"],
      ])
    // The checkouts are no modules of the workspace, and their manifests no packages of it.
    #expect(workspace.graph.modules.filter { !$0.isExternal }.map(\.name).sorted() == ["Feed", "Gallery"])
    #expect(workspace.diagnostics.isEmpty)
  }

  /// Before: `import ImageKit` and `import Caching` in Gallery were notes ("a remote package may bring it in"), and
  /// so was the wrong `import Logging`.
  @Test func aModuleAProductBringsIsDeclaredAndAWrongImportIsAnError() throws {
    let root = try Self.rootWithCheckouts()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      try dependencyFindings(root) == [
        "error undeclared-import: 'Gallery' imports 'Logging' but does not declare it as a dependency"
      ])
  }

  @Test func anXcodeProjectReadsTheCheckoutsOfItsSourcePackagesFolder() throws {
    #expect(
      try dependencyFindings(Self.app) == [
        "error undeclared-import: 'Widget' imports 'ImageKitUI' but does not declare it as a dependency"
      ])
  }

  /// The same project with its checkouts elsewhere: named by `--packages-path`, the folder Xcode was given with
  /// `-clonedSourcePackagesDirPath` (or its `checkouts` folder).
  @Test func packagesPathNamesTheCheckouts() throws {
    let copy = try Self.copy(Self.app, leavingOut: "SourcePackages")
    defer { try? FileManager.default.removeItem(at: copy) }
    // Without the checkouts, ImageKitUI may bring ImageKit (a note), and the widget's import of ImageKitUI looks like
    // a part of the umbrella product ImageKit (as OrderedCollections is of Collections): not reported.
    #expect(
      try dependencyFindings(copy) == [
        "note undeclared-import: 'App' imports 'ImageKit' but does not declare it as a dependency"
      ])
    let packages = Self.app.appendingPathComponent("SourcePackages")
    let expected = ["error undeclared-import: 'Widget' imports 'ImageKitUI' but does not declare it as a dependency"]
    #expect(try dependencyFindings(copy, packagesPath: packages) == expected)
    #expect(try dependencyFindings(copy, packagesPath: packages.appendingPathComponent("checkouts")) == expected)
  }

  /// The app links `Icons` to ship its resource bundle (`ImageKit_Icons.bundle` in its Resources phase), as Delta's
  /// `Systems` links DeltaCore. Before, it was an unused dependency; without the copy it still is.
  @Test func aProductWhoseResourceBundleTheTargetCopiesIsUsed() throws {
    let copy = try Self.copy(Self.app, leavingOut: "")
    defer { try? FileManager.default.removeItem(at: copy) }
    let project = copy.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    try text.replacingOccurrences(of: "\t\t\t\tD300000000000000000000C1 /* Resources */,\n", with: "")
      .write(to: project, atomically: true, encoding: .utf8)
    let findings = try dependencyFindings(copy)
    #expect(findings.count == 2)
    #expect(findings.contains { $0.hasPrefix("warning unused-dependency: ") && $0.contains("'Icons'") })
  }

  /// Without checkouts the imports stay notes, which say how to get the exact answer.
  @Test func withoutCheckoutsTheImportsStayNotesThatSayHowToKnow() throws {
    let copy = try Self.copy(Self.root, leavingOut: "")
    defer { try? FileManager.default.removeItem(at: copy) }
    let report = try Pipeline(root: copy).run()
    let notes = report.findings.filter { $0.ruleID == "undeclared-import" }
    #expect(notes.map(\.severity) == [.note, .note, .note])
    #expect(notes.allSatisfy { $0.notes.contains { $0.contains("swift package resolve") && $0.contains("--packages-path") } })
  }

  @Test func aCheckoutNotAtThePinnedRevisionIsANote() throws {
    let copy = try Self.rootWithCheckouts()
    defer { try? FileManager.default.removeItem(at: copy) }
    let checkout = copy.appendingPathComponent(".build/checkouts/Toolbox/.git")
    try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
    try (String(repeating: "b", count: 40) + "\n").write(
      to: checkout.appendingPathComponent("HEAD"), atomically: true, encoding: .utf8)
    let resolved = """
      {
        "pins" : [
          {
            "identity" : "toolbox",
            "kind" : "remoteSourceControl",
            "location" : "https://github.com/example/Toolbox.git",
            "state" : { "revision" : "\(String(repeating: "a", count: 40))", "version" : "2.1.0" }
          }
        ],
        "version" : 2
      }
      """
    try resolved.write(to: copy.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: copy)
    #expect(
      workspace.diagnostics.map(\.description) == [
        "Package.resolved:4: note: the checkout '.build/checkouts/Toolbox' is at bbbbbbbbbbbb, not at the revision "
          + "aaaaaaaaaaaa this file pins: plumb reads what the checkout's Package.swift declares (run 'swift package "
          + "resolve', or resolve the packages in Xcode, to match them)"
      ])
  }

  /// A pin is located by its own entry, `"identity"` (versions 2 and 3) or `"package"` (version 1): the package whose
  /// identity is `version` (mxcl/Version) was located at the first `"version"` key of the file, another pin's.
  @Test func aCheckoutNotAtItsPinNamesThePinsOwnLine() throws {
    let copy = try Self.rootWithCheckouts()
    defer { try? FileManager.default.removeItem(at: copy) }
    let checkouts = copy.appendingPathComponent(".build/checkouts")
    try FileManager.default.copyItem(
      at: checkouts.appendingPathComponent("Toolbox"), to: checkouts.appendingPathComponent("Version"))
    let git = checkouts.appendingPathComponent("Version/.git")
    try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
    try (String(repeating: "b", count: 40) + "\n").write(
      to: git.appendingPathComponent("HEAD"), atomically: true, encoding: .utf8)
    let pinned = String(repeating: "a", count: 40)
    let other = String(repeating: "c", count: 40)
    let versionTwo = """
      {
        "pins" : [
          {
            "identity" : "alpha",
            "kind" : "remoteSourceControl",
            "location" : "https://github.com/example/alpha.git",
            "state" : {
              "revision" : "\(other)",
              "version" : "0.15.0"
            }
          },
          {
            "identity" : "version",
            "kind" : "remoteSourceControl",
            "location" : "https://github.com/example/Version.git",
            "state" : {
              "revision" : "\(pinned)",
              "version" : "6.0.0"
            }
          }
        ],
        "version" : 2
      }
      """
    let versionOne = """
      {
        "object" : {
          "pins" : [
            {
              "package" : "alpha",
              "repositoryURL" : "https://github.com/example/alpha.git",
              "state" : { "branch" : null, "revision" : "\(other)", "version" : "0.15.0" }
            },
            {
              "package" : "Version",
              "repositoryURL" : "https://github.com/example/Version.git",
              "state" : {
                "branch" : null,
                "revision" : "\(pinned)",
                "version" : "6.0.0"
              }
            }
          ]
        },
        "version" : 1
      }
      """
    for (resolved, line) in [(versionTwo, 13), (versionOne, 10)] {
      try resolved.write(to: copy.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
      let workspace = try WorkspaceLoader(derivedData: nil).load(root: copy)
      let notes = workspace.diagnostics.filter { $0.message.contains("not at the revision") }
      #expect(notes.map(\.location) == [Location(file: "Package.resolved", line: line)])
      #expect(notes.allSatisfy { $0.message.contains("'.build/checkouts/Version'") })
    }
  }

  /// A checkout with a `Package@swift-5.9.swift` is read as SwiftPM reads it: that manifest, not `Package.swift`
  /// (which declares no `Logging` here). Before, only `Package.swift` was read: Logging stayed unknown, and the
  /// wrong import of it a note.
  @Test func aCheckoutIsReadFromTheVersionSpecificManifestSwiftPMPicks() throws {
    let copy = try Self.rootWithCheckouts()
    defer { try? FileManager.default.removeItem(at: copy) }
    let toolbox = copy.appendingPathComponent(".build/checkouts/Toolbox")
    try FileManager.default.removeItem(at: toolbox)
    try FileManager.default.copyItem(at: Fixtures.url("RemotePackages/VersionedToolbox"), to: toolbox)
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: copy)
    #expect(workspace.graph.modules.first { $0.id.description == "external:toolbox/Logging" }?.productModules == ["Logging"])
    #expect(
      try dependencyFindings(copy) == [
        "error undeclared-import: 'Gallery' imports 'Logging' but does not declare it as a dependency"
      ])
    // Where it matters, the manifest read is named: a checkout at another revision than the pinned one.
    try FileManager.default.createDirectory(at: toolbox.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try (String(repeating: "b", count: 40) + "\n").write(
      to: toolbox.appendingPathComponent(".git/HEAD"), atomically: true, encoding: .utf8)
    let resolved = """
      {
        "pins" : [
          {
            "identity" : "toolbox",
            "kind" : "remoteSourceControl",
            "location" : "https://github.com/example/Toolbox.git",
            "state" : { "revision" : "\(String(repeating: "a", count: 40))", "version" : "2.1.0" }
          }
        ],
        "version" : 2
      }
      """
    try resolved.write(to: copy.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
    let pinned = try WorkspaceLoader(derivedData: nil).load(root: copy)
    #expect(pinned.diagnostics.map(\.message).contains { $0.contains("plumb reads what the checkout's Package@swift-5.9.swift declares") })
  }

  /// With some checkouts found, a declared remote package that has none is said, once, where it is declared, with how
  /// to get it (the NHS app's `Core` declared two packages missing from the packages folder, and nothing said so).
  @Test func aDeclaredPackageWithNoCheckoutBesideOthersIsANote() throws {
    let copy = try Self.rootWithCheckouts()
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.removeItem(at: copy.appendingPathComponent(".build/checkouts/Toolbox"))
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: copy)
    #expect(
      workspace.diagnostics.map(\.description) == [
        "Package.swift:10:5: note: the remote package 'toolbox' (https://github.com/example/Toolbox.git) has no "
          + "checkout in '.build/checkouts': what its products bring is unknown, imports they may bring in are "
          + "notes (run 'swift package resolve' to get it)"
      ])
    // The summary counts it among the input problems.
    let report = try Pipeline(root: copy).run()
    #expect(report.input.summaryLine.hasSuffix("; 1 input problem"))
    // With no checkout at all, the imports' notes say how to get them (as before), and nothing more.
    try FileManager.default.removeItem(at: copy.appendingPathComponent(".build"))
    #expect(try WorkspaceLoader(derivedData: nil).load(root: copy).diagnostics.isEmpty)
  }

  @Test func aCheckoutWhoseManifestCannotBeReadIsANoteAndItsProductsStayUnknown() throws {
    let copy = try Self.rootWithCheckouts()
    defer { try? FileManager.default.removeItem(at: copy) }
    try Data([0xFF, 0xFE, 0x00]).write(to: copy.appendingPathComponent(".build/checkouts/Toolbox/Package.swift"))
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: copy)
    #expect(workspace.diagnostics.map(\.severity) == [.note])
    #expect(workspace.diagnostics.first?.location?.file == ".build/checkouts/Toolbox/Package.swift")
    // ImageKitUI depends on Toolbox's Caching: what it brings is unknown too.
    #expect(workspace.graph.modules.filter { $0.productModules != nil }.map(\.name) == ["ImageKit"])
  }

  /// session-ios's `SessionMessagingKit` links GRDB, whose manifest reads `SPI_BUILDER` and
  /// `SQLITE_ENABLE_PREUPDATE_HOOK`: plumb read the checkout as incomplete, and the import of a product no
  /// dependency brings stayed a note blaming a missing checkout. The variables are unset in an ordinary build.
  @Test func aCheckoutWhoseManifestReadsTheEnvironmentIsReadAsAnOrdinaryBuildReadsIt() throws {
    let copy = try Self.rootWithCheckouts()
    defer { try? FileManager.default.removeItem(at: copy) }
    let toolbox = copy.appendingPathComponent(".build/checkouts/Toolbox/Package.swift")
    try FileManager.default.removeItem(at: toolbox)
    try FileManager.default.copyItem(
      at: Fixtures.url("RemotePackages/EnvironmentToolbox/Package.swift"), to: toolbox)
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: copy)
    #expect(
      workspace.graph.modules.first { $0.id.description == "external:imagekit/ImageKitUI" }?.productModules == [
        "Caching", "ImageKit", "ImageKitUI",
      ])
    #expect(
      try dependencyFindings(copy) == [
        "error undeclared-import: 'Gallery' imports 'Logging' but does not declare it as a dependency"
      ])
  }

  @Test func packagesPathInTheConfigurationIsRelativeToIt() throws {
    let copy = try Self.copy(Self.app, leavingOut: "SourcePackages")
    defer { try? FileManager.default.removeItem(at: copy) }
    let packages = Self.app.appendingPathComponent("SourcePackages").path
    try "packages-path: \(packages)\n".write(
      to: copy.appendingPathComponent(".plumb.yml"), atomically: true, encoding: .utf8)
    #expect(try Pipeline(root: copy).configuration.packagesPath == packages)
    let relative = copy.appendingPathComponent("Config")
    try FileManager.default.createDirectory(at: relative, withIntermediateDirectories: true)
    try "packages-path: ../Elsewhere\n".write(
      to: relative.appendingPathComponent("plumb.yml"), atomically: true, encoding: .utf8)
    let pipeline = try Pipeline(root: copy, configurationFile: relative.appendingPathComponent("plumb.yml"))
    #expect(pipeline.configuration.packagesPath == copy.appendingPathComponent("Elsewhere").standardizedFileURL.path)
  }

  /// A copy of a fixture in a temporary folder, without one of its entries.
  /// A copy of the root package with the checkouts where SwiftPM puts them (`.build/checkouts`).
  static func rootWithCheckouts() throws -> URL {
    let copy = try copy(root, leavingOut: "")
    let build = copy.appendingPathComponent(".build")
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: checkouts, to: build.appendingPathComponent("checkouts"))
    return copy
  }

  static func copy(_ fixture: URL, leavingOut entry: String) throws -> URL {
    let target = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-remote-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: fixture, to: target)
    if !entry.isEmpty { try FileManager.default.removeItem(at: target.appendingPathComponent(entry)) }
    return target
  }
}
