import Foundation
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

  @Test func anEmptyFileIsAnEmptyConfiguration() {
    let result = ConfigurationLoader().parse("", file: "empty.yml")
    #expect(result.diagnostics.isEmpty)
  }
}
