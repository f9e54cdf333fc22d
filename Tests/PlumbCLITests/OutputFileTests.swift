import Foundation
import PlumbKit
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

final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ value: Data?) { lock.withLock { data = value } }
  func get() -> Data? { lock.withLock { data } }
}
