import Foundation
import PlumbModel
import Testing

@testable import PlumbLoaders

/// The project and workspace readers take work linear in their input: ten times the targets, files or references
/// may take at most about ten times the steps (counted, not timed).
@Suite struct ReaderLinearityTests {
  /// An id of the pbxproj: 24 hex digits, a kind and a number.
  private static func id(_ kind: Int, _ number: Int) -> String {
    String(format: "%08X%016X", kind, number)
  }

  /// A project of `count` framework targets T0 ..., each compiling T<i>.swift from a group of its own, depending on
  /// the target before it (a dependency and the product linked), with a configuration each; every tenth target also
  /// has an Xcode 16 synchronized folder, with an exception set that gives one of its files to the target before.
  /// With `nestedGroups`, each target's group sits inside the one before (a chain of groups as long as the project).
  static func project(targets count: Int, nestedGroups: Bool) -> String {
    let root = id(0, 0)
    let main = id(0, 1)
    var objects: [String] = []
    func object(_ id: String, _ fields: String) { objects.append("\t\t\(id) = {\(fields)};") }
    let groupChildren = nestedGroups ? [id(1, 0)] : (0..<count).map { id(1, $0) }
    object(main, "isa = PBXGroup; children = (\(groupChildren.joined(separator: ", "))); sourceTree = \"<group>\"; ")
    object(
      root,
      "isa = PBXProject; mainGroup = \(main); buildConfigurationList = \(id(0, 2)); targets = ("
        + (0..<count).map { id(2, $0) }.joined(separator: ", ") + "); ")
    object(id(0, 2), "isa = XCConfigurationList; buildConfigurations = (\(id(0, 3))); ")
    object(id(0, 3), "isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; ")
    for i in 0..<count {
      let children = [id(3, i)] + (nestedGroups && i + 1 < count ? [id(1, i + 1)] : [])
      object(id(1, i), "isa = PBXGroup; path = T\(i); children = (\(children.joined(separator: ", "))); sourceTree = \"<group>\"; ")
      object(id(3, i), "isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = T\(i).swift; sourceTree = \"<group>\"; ")
      object(id(4, i), "isa = PBXFileReference; explicitFileType = wrapper.framework; path = T\(i).framework; sourceTree = BUILT_PRODUCTS_DIR; ")
      object(id(5, i), "isa = PBXBuildFile; fileRef = \(id(3, i)); ")
      object(id(6, i), "isa = PBXSourcesBuildPhase; files = (\(id(5, i))); ")
      var phases = [id(6, i)]
      var dependencies: [String] = []
      if i > 0 {
        object(id(7, i), "isa = PBXBuildFile; fileRef = \(id(4, i - 1)); ")
        object(id(8, i), "isa = PBXFrameworksBuildPhase; files = (\(id(7, i))); ")
        object(
          id(9, i),
          "isa = PBXContainerItemProxy; containerPortal = \(root); proxyType = 1; remoteGlobalIDString = \(id(2, i - 1)); remoteInfo = T\(i - 1); ")
        object(id(10, i), "isa = PBXTargetDependency; target = \(id(2, i - 1)); targetProxy = \(id(9, i)); ")
        phases.append(id(8, i))
        dependencies.append(id(10, i))
      }
      var synchronized = ""
      if i % 10 == 0 {
        synchronized = "fileSystemSynchronizedGroups = (\(id(11, i))); "
        let exceptions = i > 0 ? "exceptions = (\(id(12, i))); " : ""
        object(id(11, i), "isa = PBXFileSystemSynchronizedRootGroup; \(exceptions)path = Sync\(i); sourceTree = \"<group>\"; ")
        if i > 0 {
          object(
            id(12, i),
            "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared.swift); target = \(id(2, i - 1)); ")
        }
      }
      object(id(13, i), "isa = XCConfigurationList; buildConfigurations = (\(id(14, i))); ")
      object(id(14, i), "isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = \"$(TARGET_NAME)\"; }; ")
      object(
        id(2, i),
        "isa = PBXNativeTarget; name = T\(i); productName = T\(i); productReference = \(id(4, i)); "
          + "productType = \"com.apple.product-type.framework\"; buildConfigurationList = \(id(13, i)); "
          + "buildPhases = (\(phases.joined(separator: ", "))); dependencies = (\(dependencies.joined(separator: ", "))); "
          + synchronized)
    }
    return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n" + objects.joined(separator: "\n")
      + "\n\t};\n\trootObject = \(root);\n}\n"
  }

  /// Reads a generated project from a fresh folder and maps it into modules and edges; the steps counted and what
  /// was read.
  static func read(targets count: Int, nestedGroups: Bool) throws
    -> (steps: Int, project: XcodeProject?, diagnostics: [Diagnostic], part: XcodeGraphPart?)
  {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-pbxproj-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("App.xcodeproj/project.pbxproj")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try project(targets: count, nestedGroups: nestedGroups).write(to: file, atomically: true, encoding: .utf8)
    let work = WorkCounter()
    let (project, diagnostics) = XcodeProjectReader(root: root).read(projectPath: "App.xcodeproj", work: work)
    let part = project.map { XcodeGraphMapper().map([$0], work: work) }
    return (work.steps, project, diagnostics, part)
  }

  @Test(arguments: [false, true])
  func theProjectReaderIsLinearInTheProject(nestedGroups: Bool) throws {
    let small = try Self.read(targets: 200, nestedGroups: nestedGroups)
    let large = try Self.read(targets: 2_000, nestedGroups: nestedGroups)
    #expect(small.steps > 200 * 10)
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
    // What was read is the project as written.
    let project = try #require(large.project)
    #expect(project.targets.count == 2_000)
    let last = try #require(project.target(named: "T1999"))
    #expect(last.dependencies.map(\.targetName) == ["T1998"])
    #expect(large.part?.modules.count == 2_000)
    #expect(large.part?.dependencies.count == 1_999)
    if nestedGroups {
      // Groups nested 2,000 deep: past 256 levels a file is not located, with a warning.
      let deep = (0...253).map { "T\($0)" }.joined(separator: "/")
      #expect(large.diagnostics.contains { $0.message.contains("source file \(deep)/T253.swift of target 'T253' does not exist") })
      #expect(
        large.diagnostics.contains {
          $0.message == "cannot locate source of target 'T1999' 'T1999.swift': the groups containing it nest deeper than 256 levels"
        })
    } else {
      #expect(large.diagnostics.contains { $0.message.contains("source file T1999/T1999.swift of target 'T1999' does not exist") })
    }
  }

  /// A workspace of `count` projects, each in a group of its own; with `nested`, each group inside the one before.
  static func workspace(projects count: Int, nested: Bool) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n"
    for i in 0..<count {
      xml += "<Group location = \"group:G\(i)\" name = \"G\(i)\">\n<FileRef location = \"group:P\(i).xcodeproj\"></FileRef>\n"
      if !nested { xml += "</Group>\n" }
    }
    if nested { xml += String(repeating: "</Group>\n", count: count) }
    return xml + "</Workspace>\n"
  }

  @Test(arguments: [false, true])
  func theWorkspaceReaderIsLinearInTheWorkspace(nested: Bool) throws {
    func read(_ count: Int) throws -> (steps: Int, references: [String]) {
      let data = Data(Self.workspace(projects: count, nested: nested).utf8)
      let (document, steps) = try XcodeWorkspaceDocument.parseCounting(
        data: data, workspacePath: "W.xcworkspace", absoluteToRelative: { $0 })
      return (steps, document.fileReferences)
    }
    // Groups nested past 256 levels are refused (see the test below); stay under it.
    let (small, large) = nested ? (try read(20), try read(200)) : (try read(200), try read(2_000))
    #expect(small.steps >= small.references.count * 2)
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
    let last = large.references.count - 1
    let folder = nested ? (0...last).map { "G\($0)" }.joined(separator: "/") : "G\(last)"
    #expect(large.references.last == "\(folder)/P\(last).xcodeproj")
  }

  @Test func groupsNestedTooDeepAreRefusedWithTheirLine() {
    let data = Data(Self.workspace(projects: 300, nested: true).utf8)
    #expect {
      try XcodeWorkspaceDocument.parse(data: data, workspacePath: "W.xcworkspace") { $0 }
    } throws: { error in
      // Two lines per group after the two of the header: the 257th group opens on line 515.
      "\(error)" == "the workspace file is not valid XML: groups nest deeper than 256 levels"
        && (error as? XcodeWorkspaceDocument.ReadError).map { if case .malformed(_, 515) = $0 { true } else { false } } == true
    }
  }
}
