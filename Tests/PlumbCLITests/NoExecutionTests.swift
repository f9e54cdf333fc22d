import Foundation
import Testing

/// plumb reads a project's files; it never runs them. A manifest, an `.xcconfig` and a Podfile that would each
/// create a file if anything ran them are analysed by every command, and the file never appears; only
/// `--evaluate-manifests` runs the manifest, and says so.
@Suite(.serialized) struct NoExecutionTests {
  /// A workspace whose every input would touch `marker` when run, and that marker's path.
  static func makeBooby() throws -> (root: URL, marker: URL) {
    let root = try makeWorkspaceFolder("plumb-noexec")
    let marker = root.appendingPathComponent("ran-\(UUID().uuidString)")
    let files = [
      "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        import Foundation
        FileManager.default.createFile(atPath: "\(marker.path)", contents: nil)
        let package = Package(name: "Booby", targets: [.target(name: "A")])
        """,
      "Sources/A/A.swift": "struct A {}\n",
      "App/Config.xcconfig": """
        SWIFT_EXEC = /bin/sh -c "touch \(marker.path)"
        OTHER_SWIFT_FLAGS = $(shell touch \(marker.path))
        #include "`touch \(marker.path)`"
        """,
      "Podfile": "system('touch \(marker.path)')\ntarget 'App' do\nend\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return (root, marker)
  }

  @Test func noCommandRunsTheAnalysedCode() throws {
    let (root, marker) = try Self.makeBooby()
    defer { try? FileManager.default.removeItem(at: root) }
    for command in [["check"], ["graph", "--format", "json"], ["scan"], ["metrics"], ["score"], ["report", "-o", "/dev/null"]] {
      let result = try PlumbBinary.run(command + [root.path])
      #expect(result.status <= 1, "\(command): \(result.errors)")
      #expect(!result.errors.contains("--evaluate-manifests"), "\(command)")
      #expect(!FileManager.default.fileExists(atPath: marker.path), "\(command) ran the project's code")
    }
  }

  @Test func evaluateManifestsSaysItRunsCodeInItsHelpAndOnStandardError() throws {
    let help = try PlumbBinary.run(["check", "--help"])
    let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("This EXECUTES each Package.swift"))
    let (root, marker) = try Self.makeBooby()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try PlumbBinary.run(["graph", root.path, "--format", "json", "--evaluate-manifests", "--no-cache"])
    #expect(result.errors.contains("--evaluate-manifests: running each Package.swift"))
    // The control: run through SwiftPM, the manifest does create its file (when a `swift` is on the PATH).
    if result.errors.contains("cannot run") == false && result.errors.contains("failed") == false {
      #expect(FileManager.default.fileExists(atPath: marker.path))
    }
  }
}
