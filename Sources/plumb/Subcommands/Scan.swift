import ArgumentParser
import Foundation
import PlumbKit
import PlumbModel
import PlumbReporters
import PlumbScanner

extension Plumb {
  struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: """
        Print what plumb reads from every Swift file: imports, types, roles, navigation, side effects and \
        functions with their complexity.
        """,
      discussion: """
        Scans every .swift file under PATH (skipping build folders, dependency checkouts and hidden folders). \
        Files that do not parse cleanly are scanned anyway and reported on stderr.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case json
    }

    @Argument(help: "The folder to scan (default: the current directory).")
    var path: String = "."

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .json

    @Option(help: "Worker threads (default: one per core).")
    var threads: Int = 0

    /// Benchmarks only: parse every file and discard the tree, extracting nothing.
    @Flag(help: .hidden)
    var parseOnly = false

    /// Benchmarks only: scan and classify, but write no output (measures extraction without JSON encoding).
    @Flag(help: .hidden)
    var discardOutput = false

    func validate() throws {
      guard threads >= 0 else { throw ValidationError("--threads must be 0 (one per core) or more") }
    }

    func run() throws {
      let root = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        .standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        FileHandle.standardError.write(Data("plumb: error: '\(root.path)' is not a readable directory\n".utf8))
        throw ExitCode(2)
      }
      let paths = Pipeline.swiftFiles(under: root)
      let scanner = SourceScanner(threads: threads)
      if parseOnly {
        let withErrors = scanner.parseOnly(root: root, paths: paths)
        FileHandle.standardError.write(Data("parsed \(paths.count) files, \(withErrors) with syntax errors\n".utf8))
        return
      }
      let result = scanner.scan(root: root, paths: paths)
      for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
      }
      let roles = RoleClassifier.classify(result.files, threads: threads)
      if discardOutput {
        FileHandle.standardError.write(Data("scanned \(result.files.count) files, \(roles.count) types\n".utf8))
        return
      }
      try runOrExit {
        try ScanJSONWriter(threads: threads).write(files: result.files, roles: roles) {
          try OutputFile.writeToStandardOutput($0)
        }
        return 0
      }
    }
  }
}
