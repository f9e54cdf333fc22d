import Foundation
import Testing

/// `plumb diff`'s temporary worktrees (issue 33, item 10): a revision compared with itself is no change and names
/// no temporary folder, the same from run to run; an interrupt removes the worktrees; a run that was killed leaves
/// worktrees the next run removes; a manifest broken at one revision is reported.
@Suite struct DiffWorktreeTests {
  static func git(_ arguments: [String], in folder: URL) throws -> String {
    try DiffCommandTests.git(arguments, in: folder)
  }

  /// An XcodeGen spec without a `name`: its project is named after the analysed folder, which a worktree in a
  /// folder of random name turned into `plumb-diff-<UUID>.xcodeproj/App` (a module added and one removed).
  static func repositoryNamedByItsFolder() throws -> URL {
    let folder = try makeWorkspaceFolder("plumb-diff-named", empty: true)
    let sources = folder.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "let launched = true\n".write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try """
      targets:
        App:
          type: application
          platform: iOS
          sources: [Sources/App]

      """.write(to: folder.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
    _ = try git(["init", "-q"], in: folder)
    _ = try git(["add", "-A"], in: folder)
    _ = try git(["commit", "-q", "-m", "one"], in: folder)
    return folder
  }

  static func worktrees(of folder: URL) throws -> [String] {
    try git(["worktree", "list", "--porcelain"], in: folder).split(separator: "\n").filter { $0.hasPrefix("worktree ") }
      .map(String.init)
  }

  @Test func aRevisionWithItselfIsNoChangeAndNamesNoTemporaryFolder() throws {
    let folder = try Self.repositoryNamedByItsFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try PlumbBinary.run(["diff", "HEAD", "HEAD", "--path", folder.path, "--format", "json"])
    let second = try PlumbBinary.run(["diff", "HEAD", "HEAD", "--path", folder.path, "--format", "json"])
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output == second.output)
    #expect(!first.output.contains("plumb-diff-"), "\(first.output)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(first.output.utf8)) as? [String: Any])
    let modules = try #require(json["modules"] as? [String: [String]])
    #expect(modules["added"] == [] && modules["removed"] == [], "\(modules)")
    let text = try PlumbBinary.run(["diff", "HEAD", "--path", folder.path])
    #expect(text.output.hasSuffix("no architecture change\n"), "\(text.output)")
    #expect(try Self.worktrees(of: folder).count == 1)
  }

  /// A manifest broken at the base revision (a target's name cut off) is said on stderr, named by the revision;
  /// before, `diff` printed the change with no word of it.
  @Test func aManifestBrokenAtOneRevisionIsReported() throws {
    let folder = try ChangedFilesTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = folder.appendingPathComponent("Package.swift")
    let good = try String(contentsOf: manifest, encoding: .utf8)
    try """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: ), .target(name: "D")])

      """.write(to: manifest, atomically: true, encoding: .utf8)
    _ = try Self.git(["commit", "-q", "-am", "broken"], in: folder)
    _ = try Self.git(["tag", "broken"], in: folder)
    try good.write(to: manifest, atomically: true, encoding: .utf8)
    _ = try Self.git(["commit", "-q", "-am", "fixed"], in: folder)
    let result = try PlumbBinary.run(["diff", "broken", "HEAD", "--path", folder.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.contains("broken: Package.swift"), "\(result.errors)")
    #expect(!result.errors.contains("HEAD: Package.swift"), "\(result.errors)")
  }

  /// A worktree a killed run left (its folder names a process that is gone) is removed by the next run.
  @Test func worktreesOfAKilledRunAreRemovedByTheNext() throws {
    let folder = try Self.repositoryNamedByItsFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    finished.arguments = ["true"]
    try finished.run()
    finished.waitUntilExit()
    let holder = FileManager.default.temporaryDirectory
      .appendingPathComponent("plumb-diff-\(finished.processIdentifier)-\(UUID().uuidString)")
    let left = holder.appendingPathComponent(folder.lastPathComponent)
    _ = try Self.git(["worktree", "add", "--detach", "--quiet", left.path, "HEAD"], in: folder)
    _ = try Self.git(["worktree", "lock", left.path], in: folder)
    #expect(try Self.worktrees(of: folder).count == 2)
    let result = try PlumbBinary.run(["diff", "HEAD", "HEAD", "--path", folder.path])
    #expect(result.status == 0, "\(result.errors)")
    #expect(try Self.worktrees(of: folder).count == 1)
    #expect(!FileManager.default.fileExists(atPath: holder.path))
  }

  /// Starts plumb as a shell does, with no signal blocked (the test runner's threads block some, and `Process`
  /// would pass that mask on).
  static func spawn(_ arguments: [String], environment: [String: String] = [:]) throws -> pid_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let envp = merged.map { strdup("\($0)=\($1)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else {
      throw PlumbTestError("cannot start plumb")
    }
    return pid
  }

  /// Sends SIGINT to `pid` and waits for it to end (at most 30 seconds); its wait status.
  static func interrupt(_ pid: pid_t) -> Int32 {
    kill(pid, SIGINT)
    var status: Int32 = 0
    var waited = 0
    while waitpid(pid, &status, WNOHANG) != pid, waited < 3_000 {
      usleep(10_000)
      waited += 1
    }
    return status
  }

  /// SIGINT while a revision is analysed: plumb removes the worktree (folder and registration, none left
  /// "locked") and ends by the signal.
  @Test func anInterruptRemovesTheWorktrees() throws {
    guard let plumb = PlumbBinary.url else { throw PlumbTestError("build plumb first") }
    let folder = try DiffCommandTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pid = try Self.spawn([plumb.path, "diff", "base", "HEAD", "--path", folder.path])
    // Wait for the first worktree to be registered (at most a minute), then interrupt.
    var registered = false
    var status: Int32 = 0
    var ended = false
    for _ in 0..<6_000 {
      if waitpid(pid, &status, WNOHANG) == pid {
        ended = true
        break
      }
      if try Self.worktrees(of: folder).count > 1 {
        registered = true
        break
      }
      usleep(10_000)
    }
    #expect(registered, "plumb finished before a worktree was seen")
    if !ended {
      let ending = Self.interrupt(pid)
      #expect(ending & 0x7f == SIGINT, "status \(ending)")
    }
    #expect(try Self.worktrees(of: folder).count == 1)
    let temporary = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
    #expect(!temporary.contains { $0.hasPrefix("plumb-diff-\(pid)-") }, "\(temporary)")
  }

  /// SIGINT while `git worktree add` is still running: plumb ends that git before it removes the folder, so no
  /// `plumb-diff-<pid>-…` folder is left behind by a git that kept writing into it. A `git` first on the PATH
  /// announces the `worktree add`, waits, and only then writes into the worktree's folder (as a slow disk would).
  @Test func anInterruptDuringWorktreeAddLeavesNoFolder() throws {
    guard let plumb = PlumbBinary.url else { throw PlumbTestError("build plumb first") }
    let folder = try DiffCommandTests.repository()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tools = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-slow-git-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: tools) }
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    let started = tools.appendingPathComponent("started")
    let realGit = try #require(
      ["/usr/bin/git", "/usr/local/bin/git", "/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) })
    let script = """
      #!/bin/sh
      # git -C <root> worktree add --detach --quiet <folder> <commit>
      if [ "$3" = worktree ] && [ "$4" = add ]; then
        touch '\(started.path)'
        sleep 2
        mkdir -p "$7" && touch "$7/written-late"
      fi
      exec \(realGit) "$@"
      """
    let wrapper = tools.appendingPathComponent("git")
    try script.write(to: wrapper, atomically: true, encoding: .utf8)
    chmod(wrapper.path, 0o755)
    let path = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let pid = try Self.spawn(
      [plumb.path, "diff", "base", "HEAD", "--path", folder.path], environment: ["PATH": path])
    var status: Int32 = 0
    var ended = false
    for _ in 0..<6_000 where !FileManager.default.fileExists(atPath: started.path) {
      if waitpid(pid, &status, WNOHANG) == pid {
        ended = true
        break
      }
      usleep(10_000)
    }
    #expect(!ended, "plumb ended before git's worktree add started")
    if !ended {
      let ending = Self.interrupt(pid)
      #expect(ending & 0x7f == SIGINT, "status \(ending)")
    }
    // The wrapper, had it not been ended, writes two seconds after it started: look after that.
    sleep(3)
    let temporary = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
    #expect(!temporary.contains { $0.hasPrefix("plumb-diff-\(pid)-") }, "\(temporary)")
    #expect(try Self.worktrees(of: folder).count == 1)
  }
}
