import Foundation
import PackagePlugin

/// `swift package plumb <command> [arguments]`: runs plumb on the package: built from source by SwiftPM in this
/// package, the release binary in Plugins/Binary (the same file, linked there).
///
/// It asks for no permission: reading the package needs none, the facts cache goes to the plugin's work folder, and
/// a command that writes files into the package (`--output`, `--reporter NAME:PATH`, `baseline write`, `init`)
/// needs `swift package --allow-writing-to-package-directory plumb ...`, asked for only then.
@main
struct PlumbPlugin: CommandPlugin {
  /// The commands that read a workspace and take `--cache-path`.
  static let cachingCommands: Set<String> = ["check", "graph", "report", "metrics", "score", "compare", "init", "affected", "diff"]

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "plumb")
    var arguments = arguments
    if arguments.isEmpty { arguments = ["check"] }
    let command = arguments[0]
    if Self.cachingCommands.contains(command), !arguments.contains(where: { $0.hasPrefix("--cache-path") || $0 == "--no-cache" }) {
      let cache = context.pluginWorkDirectoryURL.appendingPathComponent("plumb-cache")
      arguments += ["--cache-path", cache.path]
    }
    if Self.writesFiles(arguments), !Self.canWrite(in: context.package.directoryURL) {
      Diagnostics.error(
        """
        plumb \(command) writes files into the package: run it as \
        swift package --allow-writing-to-package-directory plumb \(arguments.joined(separator: " "))
        """)
      return
    }

    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationReason == .exit, process.terminationStatus == 0 { return }
    // plumb has printed its findings or its error; the exit code says which (1 findings, 2 could not run).
    Diagnostics.error("plumb \(command) exited with \(process.terminationStatus)")
    exit(process.terminationStatus)
  }

  /// Whether the arguments ask plumb to write a file.
  static func writesFiles(_ arguments: [String]) -> Bool {
    if arguments.first == "init" { return true }
    if arguments.starts(with: ["baseline", "write"]) { return true }
    for (index, argument) in arguments.enumerated() {
      if argument == "--output" || argument == "-o" || argument.hasPrefix("--output=") { return true }
      if argument == "--reporter", index + 1 < arguments.count, arguments[index + 1].contains(":") { return true }
      if argument.hasPrefix("--reporter="), argument.dropFirst("--reporter=".count).contains(":") { return true }
    }
    return false
  }

  /// Whether the sandbox (macOS) lets the plugin write in the folder: it does when the user allowed it.
  static func canWrite(in folder: URL) -> Bool {
    let probe = folder.appendingPathComponent(".plumb-plugin-probe-\(ProcessInfo.processInfo.processIdentifier)")
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
    try? FileManager.default.removeItem(at: probe)
    return true
  }
}
