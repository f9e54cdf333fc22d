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

  /// `environment` adds to (or overrides) the test's own environment.
  static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
    guard let url else {
      throw NSError(
        domain: "PlumbCLITests", code: 1, userInfo: [NSLocalizedDescriptionKey: "build plumb first (swift build)"])
    }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
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
