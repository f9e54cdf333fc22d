import Foundation
import PlumbTestSupport
import Testing

/// The SwiftPM command plugin (Plugins/PlumbPlugin): declared as `swift package plumb`, exported to packages that
/// depend on this one, asking for no permission, and compiled by the build that built these tests.
@Suite struct CommandPluginTests {
  static let root = Fixtures.repositoryRoot

  /// `swift package dump-package` of plumb's own manifest, with a scratch folder of its own (the build folder is
  /// locked while the tests run).
  static func manifest() throws -> [String: Any] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-dump-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw PlumbTestError("swift package dump-package failed") }
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func theManifestDeclaresTheCommandWithoutPermissions() throws {
    let manifest = try Self.manifest()
    let products = try #require(manifest["products"] as? [[String: Any]])
    let product = try #require(products.first { $0["name"] as? String == "PlumbPlugin" })
    #expect((product["type"] as? [String: Any])?.keys.contains("plugin") == true)
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    let plugin = try #require(targets.first { $0["name"] as? String == "PlumbPlugin" })
    #expect(plugin["type"] as? String == "plugin")
    let command = try #require((plugin["pluginCapability"] as? [String: Any])?["command"] as? [Any])
    let intent = try #require((command.first as? [String: Any])?["custom"] as? [String: Any])
    #expect(intent["verb"] as? String == "plumb")
    // No permission asked for up front: writing takes --allow-writing-to-package-directory, only when writing.
    #expect((command.last as? [Any])?.isEmpty == true, "\(command)")
    let dependencies = try #require(plugin["dependencies"] as? [[String: Any]])
    #expect(dependencies.contains { ($0["byName"] as? [Any])?.first as? String == "plumb" })
  }

  @Test func aPackageThatDependsOnPlumbSeesTheCommand() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-dependent-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources/Demo"), withIntermediateDirectories: true)
    try """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(
        name: "Demo",
        dependencies: [.package(path: "\(Self.root.path)")],
        targets: [.target(name: "Demo")]
      )
      """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "public struct Demo {}\n".write(
      to: folder.appendingPathComponent("Sources/Demo/Demo.swift"), atomically: true, encoding: .utf8)
    let result = try Shell.run(["swift", "package", "plugin", "--list"], in: folder)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("‘plumb’ (plugin ‘PlumbPlugin’ in package ‘plumb’)"), "\(result.output)")
  }

  @Test func theBuildCompiledThePlugin() throws {
    // SwiftPM compiles plugins in the build that built the tests: <build>/plugins/cache/PlumbPlugin, beside the
    // products folder's parent (<build>/<triple>/debug).
    let binary = try #require(PlumbBinary.url, "build plumb first")
    let build = binary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let compiled = build.appendingPathComponent("plugins/cache/PlumbPlugin")
    #expect(FileManager.default.isExecutableFile(atPath: compiled.path), "\(compiled.path)")
    let source = Self.root.appendingPathComponent("Plugins/PlumbPlugin/PlumbPlugin.swift")
    let compiledAt = try FileManager.default.attributesOfItem(atPath: compiled.path)[.modificationDate] as? Date
    let editedAt = try FileManager.default.attributesOfItem(atPath: source.path)[.modificationDate] as? Date
    if let compiledAt, let editedAt { #expect(compiledAt >= editedAt, "the compiled plugin is older than its source") }
  }
}
