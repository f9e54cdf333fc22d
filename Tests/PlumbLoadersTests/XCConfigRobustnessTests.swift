import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Build settings and `.xcconfig` files made to hang or crash the reader (issue 33): values that name themselves
/// many times, references that double at each step or lead back, `#include` chains thousands of files deep, and
/// includes that are missing or outside the analysed folder. Work is counted, never timed.
@Suite struct XCConfigRobustnessTests {
  /// A temporary folder with the given files, removed after `body`.
  static func withFiles<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-xcconfig-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return try body(root)
  }

  static func settings(_ levels: [[String: String]]) -> XcodeBuildSettings {
    let levels = levels.map { values in
      var level = XcodeBuildSettings.Level()
      for (key, value) in values.sorted(by: { $0.key < $1.key }) {
        level.assign(key, value, at: Location(file: "App.xcconfig", line: 1))
      }
      return level
    }
    return XcodeBuildSettings(levels: levels, builtIn: ["TARGET_NAME": "App"], isComplete: true)
  }

  @Test func aValueThatNamesItselfMeansTheLevelBelow() {
    func conditions(_ copies: Int) -> (steps: Int, conditions: Set<String>, complete: Bool) {
      let line = Array(repeating: "$(OTHER_SWIFT_FLAGS)", count: copies).joined(separator: " ") + " -DTOP"
      let settings = Self.settings([["OTHER_SWIFT_FLAGS": "-DBASE"], ["OTHER_SWIFT_FLAGS": line]])
      let work = WorkCounter()
      settings.expansion.work = work
      let conditions = settings.definedConditions
      return (work.steps, conditions, settings.isComplete)
    }
    let small = conditions(8)
    let large = conditions(80)
    #expect(small.conditions == ["BASE", "TOP"])
    #expect(large.conditions == ["BASE", "TOP"])
    #expect(large.complete)
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
  }

  /// K0 = $(K1) $(K1), K1 = $(K2) $(K2), …: each step doubles the value.
  static func doubling(_ count: Int) -> XcodeBuildSettings {
    var values: [String: String] = [:]
    for i in 0..<count { values["K\(i)"] = "$(K\(i + 1)) $(K\(i + 1))" }
    values["K\(count)"] = "-DX"
    return settings([values])
  }

  @Test func referencesThatDoubleAreBoundedAndSaid() {
    func expand(_ count: Int) -> (steps: Int, settings: XcodeBuildSettings, value: String?) {
      let settings = Self.doubling(count)
      let work = WorkCounter()
      settings.expansion.work = work
      let value = settings.value("K0")
      return (work.steps, settings, value)
    }
    let small = expand(20)
    let large = expand(200)
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
    #expect(large.value == nil || large.value!.utf8.count <= XcodeBuildSettings.maximumLength)
    #expect(!large.settings.isComplete)
    #expect(!large.settings.problems.isEmpty)
    #expect(large.settings.problems.allSatisfy { $0.origin == Location(file: "App.xcconfig", line: 1) })
    // Ten steps stay well inside both bounds: 1,024 copies of -DX.
    let ten = Self.doubling(10)
    #expect(ten.value("K0")?.split(separator: " ").count == 1_024)
    #expect(ten.isComplete)
  }

  /// A reference that leaves the value just under the limit, then plain text after it that takes it over: the text
  /// after the last reference is counted too (a fuzzed file expanded to 67,197 bytes this way).
  @Test func textAfterTheLastReferenceCountsTowardsTheLimit() {
    let nearlyFull = String(repeating: "a", count: XcodeBuildSettings.maximumLength - 100)
    let tail = " " + String(repeating: "b", count: 2_000)
    let settings = Self.settings([["K1": nearlyFull, "K0": "$(K1)" + tail, "K2": "$(K1) -DX"]])
    #expect(settings.value("K0") == nil)
    #expect(settings.problems.map(\.key) == ["K0"])
    #expect(!settings.isComplete)
    #expect(settings.value("K2") == nearlyFull + " -DX")
  }

  /// The fuzzed file that found it (`Fuzz/xcconfig`), read as the fuzz harness reads it: twice, as a project's and a
  /// target's configuration file.
  @Test func theFuzzedFileThatEndedOverTheLimitStaysWithinIt() throws {
    let text = try String(
      contentsOf: Fixtures.url("Fuzz/xcconfig/trailing-text-over-the-limit.xcconfig"), encoding: .utf8)
    try Self.withFiles(["fuzz.xcconfig": text]) { root in
      let read = XCConfigReader(root: root).read("fuzz.xcconfig")
      let settings = XcodeBuildSettings(
        levels: [read.level, read.level], builtIn: ["TARGET_NAME": "App", "SRCROOT": "."], isComplete: read.complete)
      for key in read.level.values.keys.sorted() {
        #expect((settings.value(key)?.utf8.count ?? 0) <= XcodeBuildSettings.maximumLength, "\(key)")
      }
      #expect(!settings.isComplete)
    }
  }

  @Test func referencesThatLeadBackAreSaid() {
    let settings = Self.settings([["A": "$(B) -DA", "B": "$(A) -DB", "PRODUCT_NAME": "$(A)"]])
    #expect(settings.value("PRODUCT_NAME")?.contains("$(") == true)
    #expect(settings.problems.map(\.reason) == ["its references lead back to it"])
    #expect(!settings.isComplete)
  }

  @Test func aValueThatNamesItselfAfterAnIncludeExtendsTheIncludedValue() throws {
    let files = [
      "Base.xcconfig": "OTHER_SWIFT_FLAGS = -DBASE\n",
      "App.xcconfig": "#include \"Base.xcconfig\"\nOTHER_SWIFT_FLAGS = $(OTHER_SWIFT_FLAGS) -DAPP\n",
    ]
    let read = try Self.withFiles(files) { XCConfigReader(root: $0).read("App.xcconfig") }
    #expect(read.level.values["OTHER_SWIFT_FLAGS"] == "-DBASE -DAPP")
    #expect(read.diagnostics.isEmpty)

    // Eight copies of the reference on a line written ten times: 8^10 copies, stopped at the size limit and said.
    let line = "OTHER_SWIFT_FLAGS = " + Array(repeating: "$(OTHER_SWIFT_FLAGS)", count: 8).joined(separator: " ") + " -DX\n"
    let exploding = try Self.withFiles(["App.xcconfig": String(repeating: line, count: 10)]) {
      XCConfigReader(root: $0).read("App.xcconfig")
    }
    #expect(!exploding.complete)
    #expect((exploding.level.values["OTHER_SWIFT_FLAGS"]?.utf8.count ?? 0) <= XcodeBuildSettings.maximumLength)
    #expect(exploding.diagnostics.first?.message == "the build setting OTHER_SWIFT_FLAGS is not expanded: it expands to more than 64 KB")
    #expect(exploding.diagnostics.map { $0.location?.line ?? 0 } == [4, 7, 10])
  }

  @Test func anXcodeGenSpecsConfigurationFileProblemsAreSaidOnce() throws {
    let files = [
      "project.yml": """
        name: Shop
        configFiles:
          Debug: Config/Base.xcconfig
        targets:
          App:
            type: application
            platform: iOS
            sources: [App]
          Widget:
            type: app-extension
            platform: iOS
            sources: [Widget]

        """,
      "Config/Base.xcconfig": "#include \"Missing.xcconfig\"\nA = $(B)\nB = $(A)\nPRODUCT_NAME = $(A)\n",
      "App/App.swift": "struct App {}\n", "Widget/Widget.swift": "struct Widget {}\n",
    ]
    let reading = try Self.withFiles(files) { XcodeGenSpecReader.read(root: $0, tree: FileTree(root: $0.path)) }
    let said = reading.diagnostics.filter { $0.location?.file == "Config/Base.xcconfig" }
    #expect(
      said.map(\.message) == [
        "cannot read the included configuration file Config/Missing.xcconfig: no such file or directory",
        "the build setting A is not expanded: its references lead back to it",
      ])
    #expect(said.map { $0.location?.line ?? 0 } == [1, 2])
  }

  @Test func aDeepIncludeChainStopsWithAWarningAtTheLine() throws {
    var files: [String: String] = [:]
    for i in 0..<1_000 { files["C\(i).xcconfig"] = "#include \"C\(i + 1).xcconfig\"\nK\(i) = \(i)\n" }
    files["C1000.xcconfig"] = "LAST = yes\n"
    let read = try Self.withFiles(files) { XCConfigReader(root: $0).read("C0.xcconfig") }
    #expect(!read.complete)
    #expect(read.level.values["K0"] == "0")
    #expect(read.level.values["K63"] == "63")
    #expect(read.level.values["K64"] == nil)
    #expect(
      read.diagnostics.map(\.message) == ["includes nest more than 64 files deep; C64.xcconfig is not read"])
    #expect(read.diagnostics.first?.location == Location(file: "C63.xcconfig", line: 1))
  }

  @Test func aMissingIncludeIsSaidAndAnOptionalOneIsNot() throws {
    let files = [
      "Config/App.xcconfig": "// App\n#include? \"Optional.xcconfig\"\n#include \"Missing.xcconfig\"\nA = 1\n",
    ]
    let read = try Self.withFiles(files) { XCConfigReader(root: $0).read("Config/App.xcconfig") }
    #expect(!read.complete)
    #expect(read.level.values["A"] == "1")
    #expect(
      read.diagnostics.map(\.message) == [
        "cannot read the included configuration file Config/Missing.xcconfig: no such file or directory"
      ])
    #expect(read.diagnostics.first?.location == Location(file: "Config/App.xcconfig", line: 3))
  }

  @Test func anIncludeOfTheXcodeInstallationIsSaidAsSuch() throws {
    // As blinksh/blink's ios_system submodule includes `<DEVELOPER_DIR>/Makefiles/CoreOS/Xcode/BSD.xcconfig`: the
    // placeholder names Xcode's own folder, so the file is no path beside the including one.
    let files = [
      "Libs/base.xcconfig": "#include \"<DEVELOPER_DIR>/Makefiles/CoreOS/Xcode/BSD.xcconfig\"\n"
        + "#include? \"<DEVELOPER_DIR>/Makefiles/Optional.xcconfig\"\nA = 1\n"
    ]
    let read = try Self.withFiles(files) { XCConfigReader(root: $0).read("Libs/base.xcconfig") }
    #expect(!read.complete)
    #expect(read.level.values["A"] == "1")
    #expect(
      read.diagnostics.map(\.message) == [
        "the configuration file <DEVELOPER_DIR>/Makefiles/CoreOS/Xcode/BSD.xcconfig is part of the Xcode installation "
          + "(<DEVELOPER_DIR>), not of the repository; not read"
      ])
    #expect(read.diagnostics.first?.location == Location(file: "Libs/base.xcconfig", line: 1))
  }

  @Test func aMissingIncludeGitIgnoresIsSaidToBeMadeByEachCheckout() throws {
    // As insidegui/WWDC's `Main.xcconfig` includes `TeamID.xcconfig`, which its `.gitignore` names: each developer
    // writes it with their own team.
    let files = [
      ".gitignore": "build/\nTeamID.xcconfig\n",
      "Config/Main.xcconfig": "#include \"TeamID.xcconfig\"\n#include \"Shared.xcconfig\"\nA = 1\n",
    ]
    let read = try Self.withFiles(files) { XCConfigReader(root: $0).read("Config/Main.xcconfig") }
    #expect(
      read.diagnostics.map(\.message) == [
        "cannot read the included configuration file Config/TeamID.xcconfig: no such file or directory (git ignores "
          + "it: .gitignore:2; each checkout makes it)",
        "cannot read the included configuration file Config/Shared.xcconfig: no such file or directory",
      ])
  }

  @Test func anIncludeNotBesideTheFileIsLookedForInTheProjectsFolder() throws {
    // As element-ios's `Riot/Common.xcconfig` includes `Config/AppIdentifiers.xcconfig` of the project's folder.
    let files = [
      "Riot/Common.xcconfig": "#include \"Config/AppIdentifiers.xcconfig\"\n",
      "Riot/Debug.xcconfig": "#include \"Common.xcconfig\"\n"
        + "#include \"Pods/Target Support Files/Pods-Riot/Pods-Riot.debug.xcconfig\"\n",
      "Config/AppIdentifiers.xcconfig": "BUNDLE_ID = org.example\n",
    ]
    let read = try Self.withFiles(files) { XCConfigReader(root: $0, projectFolder: "").read("Riot/Debug.xcconfig") }
    #expect(read.level.values["BUNDLE_ID"] == "org.example")
    // The Pods file's `#if` flags are what `pod install` writes, so the flags stay known.
    #expect(read.complete)
    #expect(
      read.diagnostics.map(\.message) == [
        // Where CocoaPods writes it: `Pods/` beside the Podfile, in the project's folder.
        "cannot read the included configuration file Pods/Target Support Files/Pods-Riot/Pods-Riot.debug.xcconfig: "
          + "no such file or directory (CocoaPods writes it on `pod install`, which was not run in this checkout); "
          + "read as defining `COCOAPODS`, the other settings it adds are unknown"
      ])
    #expect(read.diagnostics.map(\.severity) == [.note])
  }

  /// Every configuration of every target includes a file of the one `Pods/` that `pod install` writes (and git
  /// ignores): one problem with a count at the first include, named where CocoaPods writes it, not one per file.
  @Test func missingCocoaPodsFilesOfOnePodsFolderAreOneProblem() throws {
    let include = { (target: String, configuration: String) in
      "#include \"Pods/Target Support Files/Pods-\(target)/Pods-\(target).\(configuration).xcconfig\"\n"
    }
    let files = [
      ".gitignore": "build/\n/Pods\n",
      "Config/Shop.debug.xcconfig": include("Shop", "debug"),
      "Config/Shop.release.xcconfig": include("Shop", "release"),
      "Config/Kiosk.debug.xcconfig": "A = 1\n" + include("Kiosk", "debug"),
    ]
    let diagnostics = try Self.withFiles(files) { root in
      ["Config/Shop.debug.xcconfig", "Config/Shop.release.xcconfig", "Config/Kiosk.debug.xcconfig"].flatMap {
        XCConfigReader(root: root, projectFolder: "").read($0).diagnostics
      }
    }
    let grouped = diagnostics.sorted().groupedByCause()
    #expect(
      grouped.map { "\($0.location?.description ?? "") \($0.severity.rawValue): \($0.message)" } == [
        "Config/Kiosk.debug.xcconfig:2 note: cannot read the included configuration file Pods/Target Support "
          + "Files/Pods-Kiosk/Pods-Kiosk.debug.xcconfig: no such file or directory (CocoaPods writes it on `pod "
          + "install`, which was not run in this checkout: git ignores Pods/ (.gitignore:2)); read as defining "
          + "`COCOAPODS`, the other settings it adds are unknown; and 2 more includes of Pods/ in configuration files"
      ])
    #expect(grouped.map(\.count) == [3])
  }

  /// RevenueCat/purchases-ios's CocoaPods installation tests are based on `Pods-*.xcconfig` files `pod install`
  /// writes; without them the targets' own `-DCOCOAPODS_INSTALLATION` must still pick the `#elseif` branch.
  @Test func aMissingCocoaPodsBaseFileDefinesCOCOAPODSAndKeepsTheFlagsKnown() throws {
    let read = try Self.withFiles([:]) {
      XCConfigReader(root: $0).read("Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig")
    }
    #expect(read.complete)
    #expect(read.diagnostics.isEmpty)
    #expect(XcodeBuildSettings(levels: [read.level], builtIn: [:], isComplete: true).definedConditions == ["COCOAPODS"])
    let missing = try Self.withFiles([:]) { XCConfigReader(root: $0).read("Config/App.xcconfig") }
    #expect(!missing.complete)
  }

  @Test func anIncludeOutsideTheAnalysedFolderIsNotRead() throws {
    let files = ["App.xcconfig": "#include \"../../../../../../etc/passwd\"\n#include \"/etc/hostname\"\nA = 1\n"]
    let read = try Self.withFiles(files) { XCConfigReader(root: $0).read("App.xcconfig") }
    #expect(read.level.values.keys.sorted() == ["A"])
    #expect(
      read.diagnostics.map(\.message) == [
        "the configuration file ../../../../../../etc/passwd is outside the analysed folder; not read",
        "the configuration file /etc/hostname is outside the analysed folder; not read",
      ])
    #expect(read.diagnostics.map { $0.location?.line } == [1, 2])
  }
}
