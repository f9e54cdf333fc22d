import ArgumentParser
import Dispatch
import Foundation
import PlumbModel
import PlumbScanner

extension Plumb {
  struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print what plumb reads from every Swift file: imports, types, roles, navigation and side effects.",
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
      let paths = SwiftFileFinder.swiftFiles(under: root)
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
      try Self.writeJSON(files: result.files, roles: roles, threads: threads)
    }

    /// Writes `{"files": [...], "roles": [...]}` a chunk of elements at a time, so a large workspace's output is
    /// never held in memory whole. Elements of a chunk are encoded in parallel: encoding is most of the cost.
    static func writeJSON(files: [FileFacts], roles: [RoleAssignment], threads: Int) throws {
      let output = FileHandle.standardOutput
      output.write(Data("{\n".utf8))
      try writeArray("files", files, last: false, threads: threads, to: output)
      try writeArray("roles", roles, last: true, threads: threads, to: output)
      output.write(Data("}\n".utf8))
    }

    private static func writeArray<Element: Encodable & Sendable>(
      _ key: String, _ elements: [Element], last: Bool, threads: Int, to output: FileHandle
    ) throws {
      output.write(Data("  \"\(key)\" : [".utf8))
      let chunkSize = 512
      let workers = max(1, threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount)
      var start = 0
      while start < elements.count {
        let chunk = Array(elements[start..<min(start + chunkSize, elements.count)])
        let encoded = try encodeInParallel(chunk, workers: workers)
        var buffer = Data()
        for (offset, data) in encoded.enumerated() {
          buffer.append(contentsOf: Array((start + offset == 0 ? "\n    " : ",\n    ").utf8))
          // Indent the element's own lines to sit inside the array.
          // (Blank lines, which Foundation writes inside empty arrays, stay blank.)
          var previous: UInt8 = 0
          for byte in data {
            if previous == UInt8(ascii: "\n") && byte != UInt8(ascii: "\n") {
              buffer.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
            }
            buffer.append(byte)
            previous = byte
          }
        }
        output.write(buffer)
        start += chunkSize
      }
      output.write(Data((elements.isEmpty ? "]" : "\n  ]").utf8))
      output.write(Data((last ? "\n" : ",\n").utf8))
    }

    private static func encodeInParallel<Element: Encodable & Sendable>(_ elements: [Element], workers: Int) throws -> [Data] {
      let results = UnsafeMutableBufferPointer<Result<Data, Error>?>.allocate(capacity: elements.count)
      results.initialize(repeating: nil)
      defer { results.deallocate() }
      nonisolated(unsafe) let slots = results
      let perWorker = (elements.count + workers - 1) / workers
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for index in (worker * perWorker)..<min((worker + 1) * perWorker, elements.count) {
          slots[index] = Result { try encoder.encode(elements[index]) }
        }
      }
      return try results.map { try $0!.get() }
    }
  }
}
