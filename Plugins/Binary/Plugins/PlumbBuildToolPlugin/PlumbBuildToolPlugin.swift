import Foundation
import PackagePlugin

/// Runs `plumb check` on the package before every build of a target that uses the plugin, with the `xcode` reporter
/// (`path:line:col: warning: message [rule]`), so `swift build` and Xcode show the findings as build diagnostics.
///
/// A prebuild command, not a build command: plumb checks the whole package (its graph, every target's sources), so
/// no list of one target's inputs would say when to run it again, and prebuild commands run on every build. SwiftPM
/// allows prebuild commands only for prebuilt tools, which is what this package's binary target is. Findings at
/// error severity make plumb exit with 1, which fails the build, as a compiler error does; warnings do not.
@main
struct PlumbBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    [
      try Self.check(
        tool: context.tool(named: "plumb").url, root: context.package.directoryURL,
        work: context.pluginWorkDirectoryURL, name: context.package.displayName)
    ]
  }

  /// The check of the folder at `root`; plumb's facts cache lives in the plugin's work folder (the only folder a
  /// sandboxed plugin may write), and the prebuild command's outputs folder stays empty.
  static func check(tool: URL, root: URL, work: URL, name: String) -> Command {
    .prebuildCommand(
      displayName: "plumb check \(name)",
      executable: tool,
      arguments: [
        "check", root.path, "--reporter", "xcode", "--cache-path", work.appendingPathComponent("plumb-cache").path,
      ],
      outputFilesDirectory: work.appendingPathComponent("outputs"))
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
          work: context.pluginWorkDirectoryURL, name: context.xcodeProject.displayName)
      ]
    }
  }
#endif
