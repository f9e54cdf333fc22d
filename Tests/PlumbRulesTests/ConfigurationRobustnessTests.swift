import Foundation
import PlumbModel
import PlumbRules
import Testing

/// Hostile configurations: every problem reported once, with its line, and nothing hangs.
@Suite struct ConfigurationRobustnessTests {
  @Test func aYAMLAliasBombIsReportedOnce() {
    // Nine levels of nine aliases: a layer list that expands to 9^9 entries, each the same wrong node.
    var yaml = "aliases:\n  a: &a [\"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\", \"x\"]\n"
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    for (previous, name) in zip(names, names.dropFirst()) {
      yaml += "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
    }
    yaml += "layers: *i\n"
    let result = ConfigurationLoader().parse(yaml, file: "bomb.yml")
    #expect(result.hasErrors)
    let descriptions = result.diagnostics.map(\.description)
    #expect(descriptions == Array(Set(descriptions)).sorted { descriptions.firstIndex(of: $0)! < descriptions.firstIndex(of: $1)! })
    #expect(descriptions.filter { $0.contains("a layer must be a mapping") }.count == 1, "\(descriptions)")
  }

  @Test func anExtendsCycleIsAnErrorNotAHang() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-extends-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "extends: ./two.yml\n".write(to: folder.appendingPathComponent("one.yml"), atomically: true, encoding: .utf8)
    try "extends: ./one.yml\n".write(to: folder.appendingPathComponent("two.yml"), atomically: true, encoding: .utf8)
    let result = ConfigurationLoader().load(file: folder.appendingPathComponent("one.yml"), displayPath: "one.yml")
    #expect(result.hasErrors)
    #expect(result.diagnostics.map(\.message) == ["'extends' loops back to './one.yml'"])
  }

  /// `count` layers (one module glob each), a forbidden policy from each layer to the one below, and an ignore entry
  /// per layer: the shape of a large configuration.
  static func large(_ count: Int) -> String {
    var yaml = "layers:\n"
    for i in 0..<count { yaml += "  - name: L\(i)\n    modules: [\"M\(i)*\"]\n" }
    yaml += "forbidden:\n"
    for i in 1..<count { yaml += "  - from: { layer: L\(i - 1) }\n    to: { layer: L\(i) }\n" }
    yaml += "ignore:\n"
    for i in 0..<count { yaml += "  - rule: max-fan-out\n    modules: [\"M\(i)*\"]\n    reason: generated\n" }
    return yaml
  }

  @Test func readingIsLinearInTheConfiguration() {
    // The values read and compared, not the wall clock: ten times the layers may take at most about ten times the
    // steps.
    func read(_ count: Int) -> (steps: Int, result: ConfigurationLoadResult) {
      let work = WorkCounter()
      let result = ConfigurationLoader().parse(Self.large(count), file: "large.yml", work: work)
      return (work.steps, result)
    }
    let small = read(200)
    let large = read(2_000)
    #expect(small.steps > 200 * 5)
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
    #expect(large.result.diagnostics.isEmpty)
    #expect(large.result.configuration.layers.count == 2_000)
    #expect(large.result.configuration.forbidden.count == 1_999)
  }

  @Test func aliasesThatRepeatALongListAreReadOnce() {
    // `count` layers that are all the same alias of a layer whose module list has `count` entries: the text grows
    // with `count`, what an alias-blind reader reads with its square.
    func yaml(_ count: Int) -> String {
      "aliases:\n  modules: &modules [" + (0..<count).map { "\"M\($0)\"" }.joined(separator: ", ") + "]\n"
        + "  layer: &layer { name: L, modules: *modules }\n"
        + "layers: [" + Array(repeating: "*layer", count: count).joined(separator: ", ") + "]\n"
    }
    func read(_ count: Int) -> (steps: Int, result: ConfigurationLoadResult) {
      let work = WorkCounter()
      let result = ConfigurationLoader().parse(yaml(count), file: "aliases.yml", work: work)
      return (work.steps, result)
    }
    let small = read(300)
    let large = read(3_000)
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
    #expect(large.result.hasErrors)
  }

  @Test func listsNestedTooDeepAreRefusedInPlumbsWords() {
    let depth = 100_000
    let yaml = "layers: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
    let result = ConfigurationLoader().parse(yaml, file: "deep.yml")
    #expect(result.diagnostics.map(\.description) == ["deep.yml:1:10: error: invalid YAML: lists and mappings nest deeper than 1,000 levels"])
  }

  @Test func anEmptyFileIsAnEmptyConfiguration() {
    let result = ConfigurationLoader().parse("", file: "empty.yml")
    #expect(result.diagnostics.isEmpty)
  }
}
