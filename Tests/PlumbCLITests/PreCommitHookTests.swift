import Foundation
import PlumbTestSupport
import Testing

/// `.pre-commit-hooks.yaml` checked by the pre-commit framework itself (installed from PyPI into the tests' own
/// virtual environment by scripts/test-tools.sh), and the plain git hook in scripts/git-hooks, both run on
/// temporary repositories made from the samples with the plumb the tests built.
@Suite(.serialized) struct PreCommitHookTests {
  static let root = Fixtures.repositoryRoot

  /// The bin folder of the tests' virtual environment, made on first use.
  static let testTools: Result<URL, Error> = Result {
    let result = try Shell.run([root.appendingPathComponent("scripts/test-tools.sh").path])
    guard result.status == 0, let last = result.output.split(separator: "\n").last else {
      throw PlumbTestError("scripts/test-tools.sh failed:\n\(result.output)")
    }
    return URL(fileURLWithPath: String(last))
  }

  /// PATH with the built plumb first.
  static func path(withPlumb: Bool) throws -> String {
    let system = "/usr/local/bin:/usr/bin:/bin"
    guard withPlumb else { return system }
    let binary = try #require(PlumbBinary.url, "build plumb first")
    return binary.deletingLastPathComponent().path + ":" + system
  }

  /// A new git repository holding a copy of a sample, everything staged.
  static func stagedRepository(from sample: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-hook-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Fixtures.sample(sample), to: folder)
    for arguments in [["git", "init", "-q"], ["git", "add", "-A"]] {
      let result = try Shell.run(arguments, in: folder)
      guard result.status == 0 else { throw PlumbTestError("\(arguments.joined(separator: " ")): \(result.output)") }
    }
    return folder
  }

  @Test func theHookManifestValidatesAgainstTheFrameworksSchema() throws {
    let bin = try Self.testTools.get()
    let manifest = Self.root.appendingPathComponent(".pre-commit-hooks.yaml")
    let valid = try Shell.run([bin.appendingPathComponent("pre-commit").path, "validate-manifest", manifest.path])
    #expect(valid.status == 0, "\(valid.output)")

    // The validator can fail: a hook without an entry is refused.
    let broken = FileManager.default.temporaryDirectory.appendingPathComponent("hooks-\(UUID().uuidString).yaml")
    defer { try? FileManager.default.removeItem(at: broken) }
    try "- id: plumb\n  name: plumb\n  language: system\n".write(to: broken, atomically: true, encoding: .utf8)
    let invalid = try Shell.run([bin.appendingPathComponent("pre-commit").path, "validate-manifest", broken.path])
    #expect(invalid.status != 0)
  }

  @Test(arguments: [("Violations/graph-rules", false), ("ClassicMac/BbA", true)])
  func tryRepoRunsTheHookOnTheStagedChanges(sample: String, passes: Bool) throws {
    let bin = try Self.testTools.get()
    let repository = try Self.stagedRepository(from: sample)
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("pre-commit-home-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: repository)
      try? FileManager.default.removeItem(at: home)
    }
    let result = try Shell.run(
      [bin.appendingPathComponent("pre-commit").path, "try-repo", Self.root.path, "plumb-system", "--verbose"],
      in: repository,
      environment: [
        "PATH": try Self.path(withPlumb: true), "PRE_COMMIT_HOME": home.path, "NO_COLOR": "1",
        "GIT_AUTHOR_NAME": "plumb tests", "GIT_AUTHOR_EMAIL": "tests@plumb.invalid",
        "GIT_COMMITTER_NAME": "plumb tests", "GIT_COMMITTER_EMAIL": "tests@plumb.invalid",
      ])
    #expect(result.output.contains("plumb (architecture check of the staged changes, installed plumb)"), "\(result.output)")
    if passes {
      #expect(result.status == 0, "\(result.output)")
      #expect(result.output.contains("Passed"))
    } else {
      #expect(result.status == 1, "\(result.output)")
      #expect(result.output.contains("Failed"))
      #expect(result.output.contains("error:"))
      #expect(result.output.contains("reporting what"))
    }
  }

  @Test func thePlainGitHookStopsACommitWithFindingsAndLetsACleanOneThrough() throws {
    let hook = Self.root.appendingPathComponent("scripts/git-hooks/pre-commit")
    let identity = [
      "GIT_AUTHOR_NAME": "plumb tests", "GIT_AUTHOR_EMAIL": "tests@plumb.invalid",
      "GIT_COMMITTER_NAME": "plumb tests", "GIT_COMMITTER_EMAIL": "tests@plumb.invalid",
    ]
    for (sample, passes) in [("Violations/graph-rules", false), ("ClassicMac/BbA", true)] {
      let repository = try Self.stagedRepository(from: sample)
      defer { try? FileManager.default.removeItem(at: repository) }
      let installed = repository.appendingPathComponent(".git/hooks/pre-commit")
      try? FileManager.default.removeItem(at: installed)
      try FileManager.default.copyItem(at: hook, to: installed)
      var environment = identity
      environment["PATH"] = try Self.path(withPlumb: true)
      let commit = try Shell.run(["git", "commit", "-q", "-m", "first"], in: repository, environment: environment)
      #expect((commit.status == 0) == passes, "\(sample): \(commit.output)")
      if !passes { #expect(commit.output.contains("error:"), "\(commit.output)") }
    }
  }

  @Test func thePlainGitHookLetsTheCommitThroughWhenPlumbIsNotInstalled() throws {
    let repository = try Self.stagedRepository(from: "Violations/graph-rules")
    defer { try? FileManager.default.removeItem(at: repository) }
    let hook = Self.root.appendingPathComponent("scripts/git-hooks/pre-commit")
    let result = try Shell.run(
      [hook.path], in: repository, environment: ["PATH": try Self.path(withPlumb: false)])
    #expect(result.status == 0)
    #expect(result.output.contains("plumb is not installed"))
  }
}

struct PlumbTestError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
