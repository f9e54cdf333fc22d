import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// Reports, diagrams and baselines are written whole or not at all, and never replace a link, a FIFO or a device.
@Suite struct OutputFileTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func aRegularFileIsReplacedWholeAndNoTemporaryFileStays() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report.sarif")
    try Data("old and longer".utf8).write(to: file)
    try OutputFile.write(Data("new".utf8), to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    try OutputFile.write(Data("made".utf8), to: folder.appendingPathComponent("fresh.txt"))
    #expect(try contents() == ["fresh.txt", "report.sarif"])
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(((attributes[.posixPermissions] as? Int) ?? 0) & 0o044 != 0, "readable like any file the user creates")
  }

  @Test func aSymbolicLinkStaysALinkAndItsTargetIsWritten() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real.json")
    try Data("old".utf8).write(to: target)
    let link = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
    try OutputFile.write(Data("new".utf8), to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
    #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    #expect(try contents() == ["link.json", "real.json"])
  }

  @Test func aFIFOIsWrittenThroughNotReplaced() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let read = LockedData()
    let thread = Thread {
      let handle = FileHandle(forReadingAtPath: fifo.path)
      read.set(try? handle?.readToEnd())
    }
    thread.start()
    try OutputFile.write(Data("through the pipe".utf8), to: fifo)
    for _ in 0..<200 where read.get() == nil { Thread.sleep(forTimeInterval: 0.01) }
    #expect(read.get().map { String(decoding: $0, as: UTF8.self) } == "through the pipe")
    var status = stat()
    #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aFolderAndAFullDeviceAreClearErrors() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: PlumbError.self) { try OutputFile.write(Data("x".utf8), to: folder) }
    do {
      try OutputFile.write(Data("x".utf8), to: folder)
    } catch let error as PlumbError {
      #expect(error.description == "cannot write '\(folder.path)': it is a folder")
    }
    if FileManager.default.fileExists(atPath: "/dev/full") {
      do {
        try OutputFile.write(Data(repeating: 0x41, count: 1 << 16), to: URL(fileURLWithPath: "/dev/full"))
        Issue.record("writing to /dev/full must fail")
      } catch let error as PlumbError {
        #expect(error.description.hasPrefix("cannot write '/dev/full': no space left on device"))
      }
      var status = stat()
      #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }
    #expect(throws: PlumbError.self) {
      try OutputFile.write(Data("x".utf8), to: folder.appendingPathComponent("missing/report.txt"))
    }
    #expect(try contents().isEmpty)
  }
}

/// A run interrupted while it writes leaves the old file whole and no temporary file behind.
@Suite struct InterruptedWriteTests {
  /// A run of `plumb graph -o FOLDER/out/graph.json` held after writing its temporary file
  /// (`PLUMB_TEST_HOLD_BEFORE_RENAME`), started with no signal blocked, as from a shell (the test runner's threads
  /// block some, and Process would pass that mask on); `ignoringInterrupt` starts it as a shell starts a
  /// background job, with SIGINT ignored.
  struct HeldRun {
    let folder: URL
    let report: URL
    let pid: pid_t

    init(ignoringInterrupt: Bool = false) throws {
      guard let plumb = PlumbBinary.url else { throw PlumbError("build plumb first") }
      folder = try makeWorkspaceFolder("plumb-interrupted")
      let output = folder.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      report = output.appendingPathComponent("graph.json")
      try Data("the old report".utf8).write(to: report)
      var arguments = [plumb.path, "graph", folder.path, "--format", "json", "-o", report.path, "--no-cache"]
      if ignoringInterrupt { arguments = ["/bin/sh", "-c", "trap '' INT; exec \"$0\" \"$@\""] + arguments }
      let environment = ProcessInfo.processInfo.environment.merging(["PLUMB_TEST_HOLD_BEFORE_RENAME": "30"]) { $1 }
        .map { "\($0)=\($1)" }
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var empty = sigset_t()
      sigemptyset(&empty)
      posix_spawnattr_setsigmask(&attributes, &empty)
      var defaults = sigset_t()
      sigemptyset(&defaults)
      sigaddset(&defaults, SIGINT)
      sigaddset(&defaults, SIGTERM)
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      let argv = arguments.map { strdup($0) } + [nil]
      let envp = environment.map { strdup($0) } + [nil]
      defer { (argv + envp).forEach { free($0) } }
      var pid: pid_t = 0
      guard posix_spawn(&pid, arguments[0], nil, &attributes, argv, envp) == 0 else { throw PlumbError("cannot start plumb") }
      self.pid = pid
    }

    /// The temporary files beside the report, once plumb has written one (or after 20 s).
    func awaitTemporaryFile() throws -> [String] {
      for _ in 0..<1_000 {
        let temporary = try FileManager.default.contentsOfDirectory(atPath: report.deletingLastPathComponent().path)
          .filter { $0.hasPrefix(".graph.json.plumb-") }
        if !temporary.isEmpty { return temporary }
        Thread.sleep(forTimeInterval: 0.02)
      }
      return []
    }

    /// Sends `signal`; the signal that ended plumb, or nil if it still runs after `patience` seconds.
    func interrupt(with signal: Int32, patience: Double = 10) -> Int32? {
      kill(pid, signal)
      var status: Int32 = 0
      for _ in 0..<Int(patience * 50) {
        if waitpid(pid, &status, WNOHANG) == pid { return status & 0x7f }
        Thread.sleep(forTimeInterval: 0.02)
      }
      return nil
    }

    func outputFolder() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: report.deletingLastPathComponent().path)
    }

    func end() {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      try? FileManager.default.removeItem(at: folder)
    }
  }

  @Test(arguments: [SIGTERM, SIGINT]) func anInterruptedWriteLeavesTheOldFileAndNoTemporaryFile(signal: Int32) throws {
    let run = try HeldRun()
    defer { run.end() }
    #expect(try run.awaitTemporaryFile().count == 1)
    // Ended by the signal: the handler removes the temporary file, then lets the signal end plumb as it would have.
    #expect(run.interrupt(with: signal) == signal)
    #expect(try run.outputFolder() == ["graph.json"])
    #expect(try String(contentsOf: run.report, encoding: .utf8) == "the old report")
  }

  @Test func anInterruptTheParentIgnoresStaysIgnored() throws {
    let run = try HeldRun(ignoringInterrupt: true)
    defer { run.end() }
    #expect(try run.awaitTemporaryFile().count == 1)
    #expect(run.interrupt(with: SIGINT, patience: 0.5) == nil)
    #expect(run.interrupt(with: SIGTERM) == SIGTERM)
    #expect(try run.outputFolder() == ["graph.json"])
  }
}

final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ value: Data?) { lock.withLock { data = value } }
  func get() -> Data? { lock.withLock { data } }
}

/// Standard output that cannot take the report (a full disk, a reader that went away) is said in plumb's words with
/// exit code 2, never a crash (it was a trap inside Foundation's `FileHandle.write`).
@Suite struct StandardOutputFailureTests {
  func run(_ arguments: [String], stdout: FileHandle) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = PlumbBinary.url
    process.arguments = arguments
    let errors = Pipe()
    process.standardOutput = stdout
    process.standardError = errors
    try process.run()
    let text = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: text, as: UTF8.self))
  }

  @Test(arguments: [
    ["graph", "Samples/ClassicMac/BbA", "--format", "json"], ["check", "Samples/ClassicMac/BbA", "--no-cache"],
    ["scan", "Samples/ClassicMac/BbA"],
  ])
  func aFullDiskIsSaid(arguments: [String]) throws {
    guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
    let sample = Fixtures.repositoryRoot.appendingPathComponent(arguments[1]).path
    let result = try run([arguments[0], sample] + arguments.dropFirst(2), stdout: full)
    #expect(result.status == 2)
    #expect(result.errors.contains("cannot write the output: no space left on device"), "\(result.errors)")
  }

  @Test func aClosedPipeIsSaid() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let sample = Fixtures.sample("ClassicMac/BbA").path
    let result = try run(["graph", sample, "--format", "json"], stdout: pipe.fileHandleForWriting)
    #expect(result.status == 2)
    #expect(result.errors.contains("cannot write the output: broken pipe"), "\(result.errors)")
  }
}

/// A report, a diagram or a baseline written over a file plumb reads as input would destroy what the user analyses:
/// refused, exit 2, unless `--force`.
@Suite struct InputOverwriteTests {
  @Test func outputsDoNotOverwriteInputsWithoutForce() throws {
    let folder = try makeWorkspaceFolder("plumb-overwrite")
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = folder.appendingPathComponent("Main.swift")
    let before = try Data(contentsOf: main)
    for arguments in [
      ["graph", folder.path, "--format", "json", "-o", main.path],
      ["check", folder.path, "--reporter", "json:\(main.path)"],
      ["baseline", "write", main.path, folder.path],
    ] {
      let refused = try PlumbBinary.run(arguments)
      #expect(refused.status == 2, "\(arguments)")
      #expect(refused.errors.contains("is a file plumb reads as input"), "\(arguments): \(refused.errors)")
      #expect(try Data(contentsOf: main) == before)
    }
    let forced = try PlumbBinary.run(["graph", folder.path, "--format", "json", "-o", main.path, "--force"])
    #expect(forced.status == 0)
    #expect(try Data(contentsOf: main) != before)
  }
}
