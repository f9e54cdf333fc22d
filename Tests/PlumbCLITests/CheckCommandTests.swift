import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

@Suite struct CheckCommandTests {
  func temporaryDirectory() throws -> URL {
    try makeWorkspaceFolder("plumb-cli")
  }

  @Test func cleanWorkspaceExitsWithZero() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try PlumbBinary.run(["check", directory.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("plumb: 0 errors, 0 warnings"))
  }

  @Test func missingFolderExitsWithTwo() throws {
    let result = try PlumbBinary.run(["check", "/no/such/folder/for/plumb"])
    #expect(result.status == 2)
    #expect(result.errors.contains("is not a readable directory"))
  }

  @Test func unknownOptionExitsWithTwo() throws {
    let result = try PlumbBinary.run(["check", "--no-such-option"])
    #expect(result.status == 2)
    #expect(result.errors.contains("Unknown option '--no-such-option'"))
  }

  @Test func invalidConfigurationExitsWithTwoAndListsEveryError() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = Fixtures.url("Config/broken.plumb.yml").path
    let result = try PlumbBinary.run(["check", directory.path, "--config", config])
    #expect(result.status == 2)
    #expect(result.errors.contains("invalid configuration"))
    #expect(result.errors.contains("broken.plumb.yml:6:5: error: a layer needs a 'name'"))
    #expect(
      result.errors.contains(
        "broken.plumb.yml:10:17: error: option 'max-cycles' of rule 'no-cycles' must be an integer"))
  }

  @Test func missingConfigurationFileExitsWithTwo() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try PlumbBinary.run([
      "check", directory.path, "--config", directory.appendingPathComponent("none.yml").path,
    ])
    #expect(result.status == 2)
    #expect(result.errors.contains("none.yml: error: cannot read the configuration file: no such file or directory"))
  }

  @Test func staleBaselineExitsWithOneAndSaysHowToRefresh() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let finding = Finding(
      ruleID: "no-cycles", severity: .error, message: "dependency cycle: A → B → A",
      modules: [ModuleID(container: "P", name: "A"), ModuleID(container: "P", name: "B")])
    let baseline = directory.appendingPathComponent("baseline.json")
    try Baseline(findings: [finding]).write(to: baseline)
    let result = try PlumbBinary.run(["check", directory.path, "--baseline", baseline.path])
    #expect(result.status == 1)
    #expect(result.errors.contains("lists 1 finding(s) that no longer occur"))
    #expect(result.errors.contains("plumb baseline write"))
    // `check` never rewrites the baseline.
    #expect(try Baseline.read(from: baseline) == Baseline(findings: [finding]))
  }

  @Test func unreadableBaselineExitsWithTwo() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let notABaseline = directory.appendingPathComponent("baseline.json")
    try "{\"findings\": 3}".write(to: notABaseline, atomically: true, encoding: .utf8)
    let broken = try PlumbBinary.run(["check", directory.path, "--baseline", notABaseline.path])
    #expect(broken.status == 2)
    #expect(broken.errors.contains("is not a plumb baseline"))
    let missing = try PlumbBinary.run(["check", directory.path, "--baseline", directory.appendingPathComponent("none").path])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("cannot read baseline"))
  }

  /// A loader that finds no targets fails this test (no cycle to report), never skips it.
  @Test func errorFindingExitsWithOne() throws {
    let result = try PlumbBinary.run(["check", Fixtures.url("Rules/Cycle").path])
    #expect(result.status == 1)
    #expect(result.output.contains("Package.swift:8:"))
    #expect(result.output.contains("error: dependency cycle: Core → Feature → Core [no-cycles]"))
  }
}

/// The graph-rules sample breaks each graph rule and each module metrics rule once (its README lists where); its
/// `.plumb.yml` states the intended architecture and the metrics limits.
@Suite struct GraphRulesSampleTests {
  static let sample = Fixtures.sample("Violations/graph-rules")

  @Test func eachGraphRuleIsBrokenExactlyOnce() throws {
    let result = try PlumbBinary.run(["check", Self.sample.path])
    #expect(result.status == 1)
    // Every finding, error or warning, as "file:line rule"; the scanner-based rules point into the sources.
    let findings = result.output.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
    let places = findings.compactMap { line -> String? in
      guard let range = line.range(of: "graph-rules/") else { return nil }
      let place = line[range.upperBound...].prefix { $0 != ":" }
      let lineNumber = line[range.upperBound...].dropFirst(place.count + 1).prefix { $0.isNumber }
      let rule = line.split(separator: "[").last?.dropLast() ?? ""
      return "\(place):\(lineNumber) \(rule)"
    }
    #expect(
      places == [
        "Package.swift:24 feature-independence", "Package.swift:24 unused-dependency",
        "Package.swift:25 required-dependency", "Package.swift:26 forbidden-dependency",
        "Package.swift:29 max-fan-out", "Package.swift:29 module-size", "Package.swift:36 layer-direction",
        "Package.swift:41 stable-dependencies", "Package.swift:42 allowed-dependencies",
        "Package.swift:43 main-sequence-distance", "Sources/Networking/APIClient.swift:1 undeclared-import",
      ],
      "\(result.output)")
    #expect(result.output.contains("'Search' declares a dependency on 'Persistence' but its sources never import it"))
    #expect(result.output.contains("'Networking' imports 'Analytics' but does not declare it as a dependency"))
    #expect(result.output.contains("'DesignSystem' (I=0.20) depends on 'FeatureFlags' (I=0.75), which is less stable"))
    #expect(result.output.contains("'Favorites' must depend on module Core"))
    #expect(result.output.contains("'FeatureFlags' may not depend on 'Analytics': not among its allowed dependencies"))
    #expect(result.output.contains("'Core' depends directly on 5 modules; at most 4 allowed"))
    #expect(result.output.contains("'Core' has 57 lines; at most 50 allowed"))
    #expect(result.output.contains("'Networking' is 0.75 from the main sequence (A=0.00, I=0.25; at most 0.70)"))
  }
}

/// A check that analysed nothing must not look clean: exit code 2 with the reason.
@Suite struct NothingToAnalyseTests {
  @Test func anEmptyFolderOrOneWithoutSwiftExitsWithTwo() throws {
    let folder = try makeWorkspaceFolder("plumb-empty", empty: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = try PlumbBinary.run(["check", folder.path])
    #expect(empty.status == 2)
    #expect(empty.errors.contains("nothing to analyse in '\(folder.path)' (the folder is empty)"))
    try "# notes\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let noSwift = try PlumbBinary.run(["graph", folder.path, "--format", "json"])
    #expect(noSwift.status == 2)
    #expect(noSwift.errors.contains("no Package.swift, Xcode project or Swift file"))
  }

  /// Root reads every folder, so plumb runs as `nobody` when the tests run as root.
  @Test(.enabled(if: PlumbBinary.canRunUnprivileged)) func anUnreadableFolderExitsWithTwo() throws {
    let folder = try makeWorkspaceFolder("plumb-locked")
    chmod(folder.path, 0)
    defer {
      chmod(folder.path, 0o755)
      try? FileManager.default.removeItem(at: folder)
    }
    let result = try PlumbBinary.run(["check", folder.path, "--no-cache"], asUnprivilegedUser: true)
    #expect(result.status == 2)
    #expect(result.errors.contains("cannot read the folder"))
  }

  /// A target folder nobody may read loses its files with a warning that names it, not silently (the loader's
  /// own test of this runs only as a user other than root; this one runs plumb as `nobody` when needed).
  @Test(.enabled(if: PlumbBinary.canRunUnprivileged)) func anUnreadableTargetFolderIsNamed() throws {
    let folder = try makeWorkspaceFolder("plumb-locked-target", empty: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let inner = folder.appendingPathComponent("Sources/A/Inner")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B", dependencies: ["A"])])
      """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "public struct A {}\n".write(to: inner.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/B"), withIntermediateDirectories: true)
    try "import A\n".write(to: folder.appendingPathComponent("Sources/B/B.swift"), atomically: true, encoding: .utf8)
    let locked = folder.appendingPathComponent("Sources/B/Locked.swift")
    try "struct Locked {}\n".write(to: locked, atomically: true, encoding: .utf8)
    chmod(inner.path, 0)
    chmod(locked.path, 0)
    defer { chmod(inner.path, 0o755) }
    let result = try PlumbBinary.run(["graph", folder.path, "--format", "json", "--no-cache"], asUnprivilegedUser: true)
    #expect(result.status == 0)
    #expect(result.errors.contains("target 'A': Sources/A/Inner: the folder cannot be read; its files are left out"))
    #expect(result.errors.contains("Sources/B/Locked.swift: warning: cannot read the file: permission denied"))
    #expect(result.output.contains("\"B\""))

    // With the manifest unreadable too, nothing is left to check: that is no clean run.
    chmod(folder.appendingPathComponent("Package.swift").path, 0)
    let nothing = try PlumbBinary.run(["check", folder.path, "--no-cache"], asUnprivilegedUser: true)
    #expect(nothing.status == 2)
    #expect(nothing.errors.contains("nothing could be analysed in"))
    #expect(nothing.errors.contains("Package.swift: error: cannot read the manifest: permission denied"))
  }
}

/// `--strict` (or `strict: true`) turns configuration warnings into a failure to run, so a misspelt rule or key
/// cannot leave CI checking less than it says.
@Suite struct StrictModeTests {
  @Test func warningsStopTheRunInStrictModeOnly() throws {
    let folder = try makeWorkspaceFolder("plumb-strict")
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent(".plumb.yml")
    try "rules:\n  no-cylces: error\n".write(to: config, atomically: true, encoding: .utf8)
    let lenient = try PlumbBinary.run(["check", folder.path])
    #expect(lenient.status == 0)
    #expect(lenient.errors.contains("unknown rule 'no-cylces' (did you mean 'no-cycles'?)"))
    let strict = try PlumbBinary.run(["check", folder.path, "--strict"])
    #expect(strict.status == 2)
    #expect(strict.errors.contains("configuration warnings are errors in strict mode"))
    #expect(strict.errors.contains("unknown rule 'no-cylces'"))
    try "strict: true\nrules:\n  no-cylces: error\n".write(to: config, atomically: true, encoding: .utf8)
    #expect(try PlumbBinary.run(["graph", folder.path, "--format", "json"]).status == 2)
    try "strict: true\n".write(to: config, atomically: true, encoding: .utf8)
    #expect(try PlumbBinary.run(["check", folder.path]).status == 0)
  }

  @Test func aLayerThatMatchesNothingStopsAStrictRun() throws {
    let folder = try makeWorkspaceFolder("plumb-strict-layer")
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent(".plumb.yml")
    try "layers:\n  - name: Screens\n    paths: [\"**/Screens/**\"]\n".write(to: config, atomically: true, encoding: .utf8)
    let lenient = try PlumbBinary.run(["check", folder.path])
    #expect(lenient.status == 0)
    #expect(lenient.errors.contains("layer 'Screens' matches no module, file or type: it checks nothing"))
    let strict = try PlumbBinary.run(["check", folder.path, "--strict"])
    #expect(strict.status == 2)
    #expect(strict.errors.contains("configuration warnings are errors in strict mode"))
    #expect(strict.errors.contains("layer 'Screens' matches no module"))
  }
}

/// A graph plumb knows to be partial never reads as a clean bill of health: the summary says how many modules are
/// only folders, and `--strict` stops (exit 2) on module definitions left unread.
@Suite struct PartialGraphTests {
  @Test func aMissingProjectIsSaidAndStopsAStrictRun() throws {
    let folder = try makeWorkspaceFolder("plumb-partial")
    defer { try? FileManager.default.removeItem(at: folder) }
    let workspace = folder.appendingPathComponent("App.xcworkspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    try """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:Modules/Missing.xcodeproj"></FileRef>
      </Workspace>
      """.write(to: workspace.appendingPathComponent("contents.xcworkspacedata"), atomically: true, encoding: .utf8)
    let lenient = try PlumbBinary.run(["check", folder.path, "--no-cache"])
    #expect(lenient.status == 0)
    #expect(lenient.errors.contains("the workspace refers to Modules/Missing.xcodeproj, which does not exist"))
    #expect((lenient.output + lenient.errors).contains("in 1 module (1 only inferred from folders)"))
    let strict = try PlumbBinary.run(["check", folder.path, "--strict", "--no-cache"])
    #expect(strict.status == 2)
    #expect(strict.errors.contains("module definitions were left unread, so the graph is partial"))
    #expect(strict.errors.contains("App.xcworkspace/contents.xcworkspacedata: warning: the workspace refers to"))
  }
}
