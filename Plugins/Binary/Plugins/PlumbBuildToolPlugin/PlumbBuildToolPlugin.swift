import Foundation
import PackagePlugin

/// Runs `plumb check` on the package when a target that uses the plugin is built, with the `xcode` reporter
/// (`path:line:col: warning: message [rule]`) on stdout, so `swift build` and Xcode show the findings as build
/// diagnostics.
///
/// A build command, not a prebuild command: SwiftPM prints a prebuild command's output only when it fails, so
/// warnings would never show. The command runs again when the target's sources, the manifest or `.plumb.yml`
/// change; its declared output is the findings as JSON in the plugin's work folder (with plumb's facts cache, the
/// only folder a sandboxed plugin may write). Findings at error severity make plumb exit with 1, which fails the
/// build, as a compiler error does; warnings do not.
@main
struct PlumbBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let root = context.package.directoryURL
    var inputs = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
    inputs += [root.appendingPathComponent("Package.swift"), root.appendingPathComponent(".plumb.yml")]
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    return [
      try Self.check(
        tool: context.tool(named: "plumb").url, root: root, inputs: inputs, work: context.pluginWorkDirectoryURL,
        name: context.package.displayName)
    ]
  }

  /// The check of the folder at `root`, run again when one of `inputs` changes.
  static func check(tool: URL, root: URL, inputs: [URL], work: URL, name: String) -> Command {
    let findings = work.appendingPathComponent("plumb-findings.json")
    return .buildCommand(
      displayName: "plumb check \(name)",
      executable: tool,
      arguments: [
        "check", root.path, "--reporter", "xcode", "--reporter", "json:\(findings.path)",
        "--cache-path", work.appendingPathComponent("plumb-cache").path,
      ],
      inputFiles: inputs,
      outputFiles: [findings])
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension PlumbBuildToolPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project, the project's folder is checked (plumb reads the `.xcodeproj` and its `.plumb.yml`).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      [
        Self.check(
          tool: try context.tool(named: "plumb").url, root: context.xcodeProject.directoryURL,
          inputs: target.inputFiles.map(\.url), work: context.pluginWorkDirectoryURL,
          name: context.xcodeProject.displayName)
      ]
    }
  }
#endif
