import Foundation

/// Runs the built `plumb` executable, found beside the test bundle (both live in the build products folder),
/// so the tests check the real exit codes and output.
enum PlumbBinary {
  static let url: URL? = {
    var candidates: [URL] = []
    // Linux: the test runner is `<products>/plumbPackageTests.xctest`; macOS: the bundle sits in `<products>`.
    for bundle in [Bundle.main] + Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("plumb"))
    }
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent("plumb"))
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// `setpriv`, which runs a program as another user: root reads every folder whatever its permissions, so a test of
  /// an unreadable folder run by root runs plumb as `nobody` through it.
  static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// Whether `run(_:asUnprivilegedUser: true)` can run plumb as a user whom permissions stop: tried once on a
  /// folder of the temporary directory, since `nobody` must be able to reach both plumb and that folder (a clone
  /// under a private home folder cannot be).
  static let canRunUnprivileged: Bool = {
    if getuid() != 0 { return true }
    guard setpriv != nil, let folder = try? makeWorkspaceFolder("plumb-unprivileged") else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try? run(["graph", folder.path, "--format", "json", "--no-cache"], asUnprivilegedUser: true)
    return result?.status == 0
  }()

  /// `environment` adds to (or overrides) the test's own environment. `asUnprivilegedUser` runs plumb as `nobody`
  /// when the tests run as root (plumb's folder and the test's files must be readable by others).
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    asUnprivilegedUser: Bool = false
  ) throws -> Result {
    guard let url else {
      throw NSError(
        domain: "PlumbCLITests", code: 1, userInfo: [NSLocalizedDescriptionKey: "build plumb first (swift build)"])
    }
    let process = Process()
    if asUnprivilegedUser, getuid() == 0, let setpriv {
      process.executableURL = URL(fileURLWithPath: setpriv)
      process.arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", url.path] + arguments
    } else {
      process.executableURL = url
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read before waiting, so a full pipe cannot block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}

/// A new folder under the temporary directory for one test, holding one Swift file unless `empty` (a folder with
/// nothing to analyse is an error of its own). The test removes it.
func makeWorkspaceFolder(_ prefix: String, empty: Bool = false) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  if !empty {
    try "let answer = 42\n".write(to: url.appendingPathComponent("Main.swift"), atomically: true, encoding: .utf8)
  }
  return url
}
