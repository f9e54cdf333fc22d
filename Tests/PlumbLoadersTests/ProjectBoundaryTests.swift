import Foundation
import PlumbModel
import Testing

@testable import PlumbLoaders

/// A project or workspace of a pull request names files outside the analysed folder, or declares an object twice
/// (issue 33): nothing outside the folder is read, the warning names the path and never the content, and a
/// repeated object is said with its id.
@Suite struct ProjectBoundaryTests {
  /// A project of one app target whose sources include `/etc/passwd` by a relative path; with `impostor`, the
  /// target's id is declared again for another target.
  static func project(impostor: Bool) -> String {
    let text = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 60;
    \tobjects = {
    \t\tE000000000000000000000A1 = {isa = PBXProject; mainGroup = E000000000000000000000B1; targets = (E500000000000000000000A1, ); };
    \t\tE000000000000000000000B1 = {isa = PBXGroup; children = (E200000000000000000000A1, E200000000000000000000A2, ); sourceTree = "<group>"; };
    \t\tE200000000000000000000A1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
    \t\tE200000000000000000000A2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../../../../../../../../etc/passwd; sourceTree = "<group>"; };
    \t\tE100000000000000000000A1 = {isa = PBXBuildFile; fileRef = E200000000000000000000A1; };
    \t\tE100000000000000000000A2 = {isa = PBXBuildFile; fileRef = E200000000000000000000A2; };
    \t\tE300000000000000000000A1 = {isa = PBXSourcesBuildPhase; files = (E100000000000000000000A1, E100000000000000000000A2, ); };
    \t\tE500000000000000000000A1 = {isa = PBXNativeTarget; buildPhases = (E300000000000000000000A1, ); name = App; productName = App; productType = "com.apple.product-type.application"; };
    \t\tE500000000000000000000A1 = {isa = PBXNativeTarget; buildPhases = (); name = Impostor; productName = Impostor; productType = "com.apple.product-type.application"; };
    \t};
    \trootObject = E000000000000000000000A1;
    }

    """
    return impostor ? text : text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("Impostor") }
      .joined(separator: "\n")
  }

  static func withFiles<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
    try XCConfigRobustnessTests.withFiles(files, body)
  }

  @Test func aSourceOutsideTheAnalysedFolderIsNotRead() throws {
    let files = ["App.xcodeproj/project.pbxproj": Self.project(impostor: false), "App.swift": "struct App {}\n"]
    let (project, diagnostics) = try Self.withFiles(files) {
      XcodeProjectReader(root: $0).read(projectPath: "App.xcodeproj")
    }
    let outside = diagnostics.filter { $0.message.contains("outside the analysed folder") }
    #expect(
      outside.map(\.message) == [
        "source of target 'App' '../../../../../../../../etc/passwd' is outside the analysed folder; not read"
      ])
    #expect(outside.first?.location == Location(file: "App.xcodeproj/project.pbxproj", line: 9))
    #expect(!diagnostics.contains { $0.message.contains("root:") })
    #expect(project?.targets.flatMap(\.sources) == ["App.swift"])
  }

  @Test func anObjectDeclaredTwiceIsSaidWithItsID() throws {
    let files = ["App.xcodeproj/project.pbxproj": Self.project(impostor: true), "App.swift": "struct App {}\n"]
    let (project, diagnostics) = try Self.withFiles(files) {
      XcodeProjectReader(root: $0).read(projectPath: "App.xcodeproj")
    }
    let repeated = diagnostics.filter { $0.message.contains("declared again") }
    #expect(
      repeated.map(\.message) == [
        "object E500000000000000000000A1 is declared again (first at line 13); only its last declaration is read"
      ])
    #expect(repeated.first?.location == Location(file: "App.xcodeproj/project.pbxproj", line: 14))
    #expect(project?.targets.map(\.name) == ["Impostor"])
  }

  @Test func targetAttributesKeyedByATargetIDAreNoRepeatedDeclaration() throws {
    // Xcode keys `TargetAttributes` by target id, written `ID = {` on a line of its own, like a declaration.
    let text = Self.project(impostor: false).replacingOccurrences(
      of: "mainGroup = E000000000000000000000B1;",
      with: "attributes = {\n\t\t\t\tTargetAttributes = {\n\t\t\t\t\tE500000000000000000000A1 = {\n"
        + "\t\t\t\t\t\tCreatedOnToolsVersion = 15.0;\n\t\t\t\t\t};\n\t\t\t\t};\n\t\t\t};\n"
        + "\t\t\tmainGroup = E000000000000000000000B1;")
    let files = ["App.xcodeproj/project.pbxproj": text, "App.swift": "struct App {}\n"]
    let (project, diagnostics) = try Self.withFiles(files) {
      XcodeProjectReader(root: $0).read(projectPath: "App.xcodeproj")
    }
    #expect(!diagnostics.contains { $0.message.contains("declared again") })
    #expect(project?.targets.map(\.name) == ["App"])
  }

  @Test func aProjectBesideTheFolderThatAWorkspaceNamesIsReadButNotWhatItNamesElsewhere() throws {
    // The workspace's own projects may lie beside the analysed folder (`../Shared`); what such a project names
    // outside its own folder is not read either.
    let workspace = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
        <FileRef location = "group:../Shared/Shared.xcodeproj"></FileRef>
      </Workspace>

      """
    let files = [
      "App/App.xcworkspace/contents.xcworkspacedata": workspace,
      "Shared/Shared.xcodeproj/project.pbxproj": Self.project(impostor: false), "Shared/App.swift": "struct App {}\n",
    ]
    let result = try Self.withFiles(files) { XcodeWorkspaceLoader.load(root: $0.appendingPathComponent("App")) }
    #expect(result.projects.map(\.path) == ["../Shared/Shared.xcodeproj"])
    #expect(result.projects.first?.targets.flatMap(\.sources) == ["../Shared/App.swift"])
    #expect(
      result.diagnostics.map(\.message).contains(
        "source of target 'App' '../../../../../../../../etc/passwd' is outside the analysed folder; not read"))
  }

  @Test func anAllowedFolderDoesNotAllowClimbingOutOfIt() {
    #expect(!XcodePath.isOutside("../Shared/App.swift", allowed: ["../Shared"]))
    #expect(XcodePath.isOutside("../Other/App.swift", allowed: ["../Shared"]))
    #expect(!XcodePath.isOutside("../App.swift", allowed: [".."]))
    #expect(XcodePath.isOutside("../../etc/passwd", allowed: [".."]))
    #expect(XcodePath.isOutside("/etc/passwd", allowed: ["../Shared"]))
    #expect(!XcodePath.isOutside("Sources/App.swift", allowed: []))
  }
}
