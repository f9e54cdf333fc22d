import Foundation
import Testing

/// `plumb` sets the C allocator up first thing (`CAllocator`): on glibc, the heap is grown ahead and the part grown is
/// marked for huge pages (`MADV_HUGEPAGE`), so that a run's allocations fault in 2 MB at a time. Looked at in the
/// running binary: a `git` of the test's own, first on the `PATH`, copies the memory map of the plumb that runs it.
/// Under a limit of the address space nothing is set.
@Suite struct AllocatorSettingsTests {
  #if os(Linux)
    /// Whether the kernel has transparent huge pages at all (built without them, `madvise` refuses the request).
    static let kernelHasHugePages = FileManager.default.fileExists(
      atPath: "/sys/kernel/mm/transparent_hugepage/enabled")

    @Test(.enabled(if: kernelHasHugePages)) func theRunningPlumbsHeapIsGrownAheadAndMarkedForHugePages() throws {
      let folder = try makeWorkspaceFolder("plumb-allocator")
      defer { try? FileManager.default.removeItem(at: folder) }
      let bin = folder.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let map = folder.appendingPathComponent("smaps")
      let git = bin.appendingPathComponent("git")
      try "#!/bin/sh\ncat /proc/$PPID/smaps > '\(map.path)'\nexit 1\n".write(to: git, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git.path)
      let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

      let result = try PlumbBinary.run(["check", "--staged", "--no-cache"], in: folder, environment: ["PATH": path])
      #expect(result.status == 2, "\(result.errors)")
      let heap = try Self.heapMappings(String(contentsOf: map, encoding: .utf8))
      #expect(!heap.isEmpty)
      // The heap's mapping is split where the grown part starts: that part, the reserve or nearly, carries `hg`.
      let marked = heap.filter { $0.flags.contains("hg") }.map(\.size).reduce(0, +)
      #expect(marked >= 200 << 20, "\(heap)")
    }

    /// Under a limit of the address space (`ulimit -d`, below the reserve), glibc's settings are left as they are: the
    /// run says what it says without the limit (with the reserve kept as glibc's padding, the next growth of the heap
    /// past the limit failed, and plumb aborted).
    @Test func aRunUnderALimitOfTheAddressSpaceSaysWhatItSaysWithout() throws {
      let folder = try makeWorkspaceFolder("plumb-allocator-limit")
      defer { try? FileManager.default.removeItem(at: folder) }
      let plumb = try #require(PlumbBinary.url)
      let free = try PlumbBinary.run(["check", folder.path, "--no-cache"])
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -d 240000 && exec \"$0\" check \"$1\" --no-cache", plumb.path, folder.path]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let printed = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == free.status)
      #expect(String(decoding: printed, as: UTF8.self) == free.output)
    }

    /// The size and flags of each mapping of a process's heap (`[heap]`) in the text of its `/proc/<pid>/smaps`.
    static func heapMappings(_ smaps: String) -> [(size: Int, flags: [String])] {
      var mappings: [(size: Int, flags: [String])] = []
      var heapSize: Int?
      for line in smaps.split(separator: "\n") {
        let words = line.split(separator: " ")
        // A mapping's first line: `start-end perms offset device inode [name]`, its addresses in hexadecimal.
        if let range = words.first, range.contains("-"), range.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
          let bounds = range.split(separator: "-").compactMap { Int($0, radix: 16) }
          heapSize = words.last == "[heap]" && bounds.count == 2 ? bounds[1] - bounds[0] : nil
        } else if let size = heapSize, words.first == "VmFlags:" {
          mappings.append((size, words.dropFirst().map(String.init)))
        }
      }
      return mappings
    }
  #endif
}
