import Foundation
import PlumbTestSupport
import Testing

/// Two processes hash with two seeds unless `SWIFT_DETERMINISTIC_HASHING` is set: every file plumb writes must
/// come out byte-identical from a run with a random seed and one with the fixed seed (`plumb report` wrote its
/// clusters in hash order).
@Suite struct DeterminismCLITests {
  /// The files one run of each command writes for `root`, by name.
  static func outputs(root: URL, environment: [String: String]) throws -> [String: Data] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-determinism-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = { (name: String) in folder.appendingPathComponent(name).path }
    let runs: [[String]] = [
      ["graph", root.path, "--format", "json", "--output", file("graph.json")],
      ["graph", root.path, "--format", "dot", "--output", file("graph.dot")],
      ["graph", root.path, "--format", "mermaid", "--output", file("graph.mmd")],
      ["check", root.path, "--no-cache", "--reporter", "sarif:\(file("check.sarif"))", "--reporter",
        "markdown:\(file("check.md"))", "--reporter", "json:\(file("check.json"))"],
      // A budget above the thousand modules, so the report lays them all out (past the default it would not).
      ["report", root.path, "--no-cache", "--max-nodes", "2000", "--output", file("report.html")],
    ]
    for arguments in runs {
      let result = try PlumbBinary.run(arguments, environment: environment)
      #expect(result.status <= 1, "\(arguments): \(result.errors)")
    }
    var outputs: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      outputs[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return outputs
  }

  @Test(arguments: ["ClassicMac/BbA", "ClassicMac/VIPER", "ModularCoordinators"])
  func everyOutputIsTheSameWhateverTheHashSeed(sample: String) throws {
    let root = Fixtures.sample(sample)
    let seeded = try Self.outputs(root: root, environment: [:])
    let fixed = try Self.outputs(root: root, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
    let again = try Self.outputs(root: root, environment: [:])
    #expect(seeded.count == 7)
    for (name, data) in seeded {
      #expect(fixed[name] == data, "\(sample) \(name): random seed vs fixed seed")
      #expect(again[name] == data, "\(sample) \(name): two random seeds")
    }
  }

  /// The report lays out the module graph and a thousand type diagrams in one process: Graphviz must give the same
  /// layout each time (it ordered clusters by where malloc put their names before plumb read DOT its own way).
  @Test func aThousandModulesGiveTheSameFilesWhateverTheHashSeed() throws {
    let root = try GeneratedWorkspace.make(packages: 10, modulesPerPackage: 100)
    defer { try? FileManager.default.removeItem(at: root) }
    let seeded = try Self.outputs(root: root, environment: [:])
    let fixed = try Self.outputs(root: root, environment: ["SWIFT_DETERMINISTIC_HASHING": "1"])
    #expect(seeded.count == 7)
    for (name, data) in seeded { #expect(fixed[name] == data, "\(name): random seed vs fixed seed") }
  }
}
