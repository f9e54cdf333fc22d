import ArgumentParser
import Foundation
import PlumbKit
import PlumbReporters

extension Plumb {
  struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "scan",
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
      try runOrExit {
        let root = URL(
          fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
        if parseOnly {
          let parsed = try FolderScan.parseOnly(root: root, threads: threads)
          FileHandle.standardError.write(
            Data("parsed \(parsed.files) files, \(parsed.withErrors) with syntax errors\n".utf8))
          return 0
        }
        let scan = try FolderScan(root: root, threads: threads)
        for diagnostic in scan.diagnostics {
          FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        if discardOutput {
          FileHandle.standardError.write(Data("scanned \(scan.files.count) files, \(scan.roles.count) types\n".utf8))
          return 0
        }
        try ScanJSONWriter(threads: threads).write(files: scan.files, roles: scan.roles) {
          try OutputFile.writeToStandardOutput($0)
        }
        return 0
      }
    }
  }
}
