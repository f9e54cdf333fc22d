import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Trees a new user's checkout can hold: links out of the root and into loops, unreadable folders, workspace
/// references that climb with `..`, manifests and projects that cannot be read.
@Suite struct HostileTreeTests {
  /// A fresh folder `Root` inside a fresh container folder (so `..` from the root stays in the test's own space).
  private static func makeRoot(_ files: [String: String]) throws -> URL {
    let container = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-hostile-\(UUID().uuidString)")
    let root = container.appendingPathComponent("Root")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  private static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "P", targets: [.target(name: "A")])
    """

  @Test func aLinkToTheFileSystemRootInATargetFolderIsNotFollowed() throws {
    // `check` and `graph` walked the whole disk (still running after 900 s).
    let root = try Self.makeRoot(["Package.swift": Self.manifest, "Sources/A/A.swift": "struct A {}\n"])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/A/disk").path, withDestinationPath: "/")
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Sources/A/loop").path, withDestinationPath: "..")
    let clock = ContinuousClock()
    let start = clock.now
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(clock.now - start < .seconds(10))
    let module = try #require(workspace.graph.modules.first { $0.id.name == "A" })
    #expect(module.sources == ["Sources/A/A.swift"])
    let messages = workspace.diagnostics.map(\.message)
    #expect(messages.contains("target 'A': Sources/A/disk: a link out of the analysed folder (to /); not followed"))
    #expect(messages.contains("target 'A': Sources/A/loop: a link to a folder that contains it (a loop); not followed"))
  }

  /// Permissions do not stop root, so this runs only as another user; `CheckCommandTests` runs the same case through
  /// plumb as `nobody` when the tests run as root.
  @Test(.enabled(if: getuid() != 0)) func anUnreadableTargetFolderIsReportedByName() throws {
    let root = try Self.makeRoot(["Package.swift": Self.manifest, "Sources/A/Inner/A.swift": "struct A {}\n"])
    let inner = root.appendingPathComponent("Sources/A/Inner")
    defer {
      chmod(inner.path, 0o755)
      try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }
    chmod(inner.path, 0)
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(workspace.diagnostics.map(\.message).contains(
      "target 'A': Sources/A/Inner: the folder cannot be read; its files are left out"))
  }

  @Test func aWorkspaceReferenceThatClimbsWithDotDotIsFollowed() throws {
    // `group:../Shared/Shared.xcodeproj` was skipped as if `..` were a hidden folder.
    let root = try Self.makeRoot([
      "App.xcworkspace/contents.xcworkspacedata": """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
          <FileRef location = "group:../Shared/Tools.xcodeproj"></FileRef>
        </Workspace>
        """
    ])
    let shared = root.deletingLastPathComponent().appendingPathComponent("Shared")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Fixtures.url("Xcode/Workspace/Tools/Tools.xcodeproj"), to: shared.appendingPathComponent("Tools.xcodeproj"))
    let result = XcodeWorkspaceLoader.load(root: root)
    #expect(result.projects.map(\.path) == ["../Shared/Tools.xcodeproj"])
    #expect(!result.modules.isEmpty)
  }

  @Test func anUnreadManifestOrProjectMakesNoPhantomModules() throws {
    // A manifest plumb refuses to read and a project file that does not parse: their folders used to become
    // inferred modules (`inferred/Sources`, `inferred/App`) that raised false findings.
    let deep = "// swift-tools-version:5.9\nimport PackageDescription\nlet x = " + String(repeating: "[", count: 3_000)
      + String(repeating: "]", count: 3_000) + "\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"
    let root = try Self.makeRoot([
      "Package.swift": deep, "Sources/A/A.swift": "struct A {}\n", "Tests/ATests/T.swift": "struct T {}\n",
      "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n",
      "App/Main.swift": "struct Main {}\n", "Other/O.swift": "struct O {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(workspace.graph.modules.map(\.id.description) == ["inferred/Other"])
    #expect(workspace.diagnostics.contains { $0.severity == .error && $0.location?.file == "Package.swift" })
    #expect(workspace.diagnostics.contains { $0.severity == .error && $0.location?.file == "App/App.xcodeproj/project.pbxproj" })
  }
}

extension HostileTreeTests {
  @Test func zeroByteInputsAreReportedInPlumbsWords() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-zero-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["Package.swift", "Sources/A/A.swift", "App.xcodeproj/project.pbxproj", "W.xcworkspace/contents.xcworkspacedata"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(workspace.diagnostics.map(\.description) == [
      "App.xcodeproj/project.pbxproj:1: error: the project file is not a valid property list: Unexpected end of the property list at line 1; its targets are left out",
      "Package.swift: error: no `Package(...)` found in the manifest",
      "W.xcworkspace/contents.xcworkspacedata:1: error: the workspace file is not valid XML: the file is empty; its projects are found by search only",
    ])
    #expect(workspace.graph.modules.isEmpty)
  }
}

extension HostileTreeTests {
  @Test func aWorkspaceWithBytesThatAreNotUTF8IsRefusedNotCrashed() throws {
    // Found by the workspace fuzz target: FoundationXML traps on a comment holding a byte that is not UTF-8.
    let data = try Data(contentsOf: Fixtures.url("Fuzz/workspace/non-utf8-comment.xcworkspacedata"))
    #expect(throws: XcodeWorkspaceDocument.ReadError.self) {
      try XcodeWorkspaceDocument.parse(data: data, workspacePath: "Suite.xcworkspace") { $0 }
    }
    do {
      _ = try XcodeWorkspaceDocument.parse(data: data, workspacePath: "Suite.xcworkspace") { $0 }
    } catch {
      #expect("\(error)" == "the workspace file is not valid XML: the file is not UTF-8 text")
      if case .malformed(_, let line) = error as? XcodeWorkspaceDocument.ReadError { #expect(line == 2) }
    }
  }
}

extension HostileTreeTests {
  @Test func aWorkspaceWithAProcessingInstructionIsRefusedNotCrashed() throws {
    // Found by the workspace fuzz target: FoundationXML reads a null pointer on `<?TFa?>`.
    // Then on a declaration without data, `<?xml?>`.
    for name in ["processing-instruction", "empty-declaration"] {
      let data = try Data(contentsOf: Fixtures.url("Fuzz/workspace/\(name).xcworkspacedata"))
      #expect(throws: XcodeWorkspaceDocument.ReadError.self, "\(name)") {
        try XcodeWorkspaceDocument.parse(data: data, workspacePath: "Suite.xcworkspace") { $0 }
      }
    }
    // The declaration itself is fine: every fixture workspace still reads.
    let fixture = try Data(contentsOf: Fixtures.url("Xcode/Workspace/Suite.xcworkspace/contents.xcworkspacedata"))
    #expect(try XcodeWorkspaceDocument.parse(data: fixture, workspacePath: "Suite.xcworkspace") { $0 }.fileReferences.count == 6)
  }
}

extension HostileTreeTests {
  @Test func binaryAndNonUTF8ManifestsAndProjectsAreReportedInPlumbsWords() throws {
    // Foundation's "Error Domain=NSCocoaErrorDomain Code=259" was the message for both manifests.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-bytes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files: [String: Data] = [
      "Binary/Package.swift": Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00]),
      "Latin1/Package.swift": Data("// swift-tools-version:5.9\n// caf".utf8 + [0xE9] + Data("\n".utf8)),
      "App.xcodeproj/project.pbxproj": Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0x00, 0x01]),
    ]
    for (path, data) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(workspace.diagnostics.map(\.description) == [
      "App.xcodeproj/project.pbxproj: error: cannot read the project file: a binary file (it holds NUL bytes), not a property list",
      "Binary/Package.swift: error: cannot read the manifest: a binary file (it holds NUL bytes), not Swift source",
      "Latin1/Package.swift:2: error: cannot read the manifest: the file is not UTF-8 text",
    ])
  }
}

extension HostileTreeTests {
  @Test func aFIFOOrADeviceNamedLikeAnInputIsRefusedByKindNotWaitedOn() throws {
    // Opening a FIFO named Package.swift waited for a writer forever; Foundation called the others "permission denied".
    let root = try Self.makeRoot(["Sources/A/A.swift": "struct A {}\n", "Other/Package.swift": Self.manifest,
      "Other/Sources/A/A.swift": "struct A {}\n"])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    #expect(mkfifo(root.appendingPathComponent("Package.swift").path, 0o644) == 0)
    #expect(mkfifo(root.appendingPathComponent("Other/Package@swift-5.9.swift").path, 0o644) == 0)
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(workspace.diagnostics.map(\.description) == [
      "Package.swift: error: cannot read the manifest: a FIFO, not a regular file"
    ])
    #expect(throws: TextFile.Problem(reason: "a device, not a regular file")) {
      try TextFile.bytes(of: URL(fileURLWithPath: "/dev/zero"))
    }
  }
}

extension HostileTreeTests {
  @Test func aNameThatIsNotUTF8IsLeftOutBySayingSo() throws {
    // Linux allows any bytes in a name: `café.swift` in Latin-1 was "cannot read the file: no such file or
    // directory", a folder so named "the folder cannot be read" (plumb had spelled the name with U+FFFD).
    let root = try Self.makeRoot(["Package.swift": Self.manifest, "Sources/A/A.swift": "struct A {}\n"])
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let folder = Array((root.path + "/Sources/A/").utf8)
    let file = folder + Array("caf".utf8) + [0xE9] + Array(".swift".utf8) + [0]
    let descriptor = file.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
    #expect(descriptor >= 0)
    close(descriptor)
    let subfolder = folder + Array("d".utf8) + [0xE9, 0x6A, 0xE0] + [0]
    #expect(subfolder.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } } == 0)
    let workspace = try WorkspaceLoader().load(root: root)
    #expect(workspace.diagnostics.map(\.message) == [
      "target 'A': Sources/A/caf\u{FFFD}.swift: the name is not UTF-8 text; left out",
      "target 'A': Sources/A/d\u{FFFD}j\u{FFFD}: the name is not UTF-8 text; left out",
    ])
    #expect(workspace.graph.modules.first { $0.id.name == "A" }?.sources == ["Sources/A/A.swift"])
  }
}
