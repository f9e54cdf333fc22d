import Foundation
import PlumbModel
import SwiftParser
import Testing

@testable import PlumbLoaders

/// Hostile manifests: read without crashing or hanging, reported with their line, and read in time linear in
/// their size.
@Suite struct ManifestRobustnessTests {
  private static func manifest(nesting depth: Int) -> String {
    "// swift-tools-version:5.9\nimport PackageDescription\nlet x = " + String(repeating: "[", count: depth) + "1"
      + String(repeating: "]", count: depth) + "\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n"
  }

  @Test(arguments: [3_000, 25])
  func deeplyNestedManifestsAreNotParsed(depth: Int) {
    // 3,000 levels overflowed SwiftParser's stack (signal 11 in check, graph, report, metrics and baseline);
    // 25 square levels took its lookahead minutes.
    let clock = ContinuousClock()
    let start = clock.now
    let manifest = readInline(Self.manifest(nesting: depth))
    #expect(clock.now - start < .seconds(5))
    #expect(manifest.isIncomplete)
    #expect(manifest.targets.isEmpty)
    #expect(manifest.diagnostics.map(\.message) == ["the manifest is not read: square brackets nest deeper than 18 levels"])
    #expect(manifest.diagnostics.first?.location == Location(file: "Package.swift", line: 3))
    #expect(manifest.diagnostics.first?.severity == .error)
  }

  @Test func shallowNestingIsStillRead() {
    let manifest = readInline(Self.manifest(nesting: 10))
    #expect(!manifest.isIncomplete)
    #expect(manifest.targets.map(\.name) == ["A"])
  }

  /// A manifest of `count` targets, each depending on the one before, built the ways manifests build them.
  static func manyTargets(_ count: Int) -> String {
    var source = "// swift-tools-version:5.9\nimport PackageDescription\nlet names = ["
    source += (0..<count).map { "\"T\($0)\"" }.joined(separator: ", ") + "]\n"
    source += "var targets: [Target] = [\n"
    source += (0..<count).map { "  .target(name: \"T\($0)\", dependencies: [\($0 == 0 ? "" : "\"T\($0 - 1)\"")]),\n" }.joined()
    source += "]\nlet package = Package(name: \"P\", products: names.map { .library(name: $0, targets: [$0]) }, targets: targets)\n"
    return source
  }

  @Test func evaluationIsLinearInTheManifest() {
    // The work counted (expressions evaluated, statements run), not the wall clock: ten times the targets may
    // take at most about ten times the steps.
    func steps(_ count: Int) -> Int {
      let source = Self.manyTargets(count)
      let tree = Parser.parse(source: source)
      let evaluator = ManifestEvaluator(file: "Package.swift", tree: tree, conditions: .host)
      evaluator.run(tree)
      return evaluator.steps
    }
    let small = steps(200)
    let large = steps(2_000)
    #expect(small > 200)
    #expect(Double(large) / Double(small) <= 12, "\(small) → \(large) steps")
    let manifest = readInline(Self.manyTargets(2_000))
    #expect(manifest.targets.count == 2_000)
    #expect(manifest.products.count == 2_000)
  }

  /// Each level names the one below twice, on a type that also has a member of the same name: read as itself, as
  /// plumb read facebook-ios-sdk's, the work doubled at every level (a run on snutt-ios never ended).
  static func sameNamedLevels(_ count: Int) -> String {
    var source = "// swift-tools-version:5.9\nimport PackageDescription\n"
    source += "let package = Package(name: \"P\", products: [.l0], targets: [.target(name: \"T\")])\n"
    source += "extension Product {\n"
    source += (0..<count).map { "  static let l\($0) = library(name: .l\($0), targets: [.l\($0 + 1), .l\($0 + 1)])\n" }
      .joined()
    source += "}\nextension String {\n"
    source += (0...count).map { "  static let l\($0) = \"T\"\n" }.joined()
    return source + "}\n"
  }

  @Test func sameNamedMembersAreReadOnce() {
    func steps(_ source: String) -> (steps: Int, warnings: [Diagnostic]) {
      let tree = Parser.parse(source: source)
      let evaluator = ManifestEvaluator(file: "Package.swift", tree: tree, conditions: .host)
      evaluator.run(tree)
      return (evaluator.steps, evaluator.diagnostics.filter { $0.severity >= .warning })
    }
    let small = steps(Self.sameNamedLevels(10))
    let large = steps(Self.sameNamedLevels(100))
    #expect(small.warnings.isEmpty, "\(small.warnings)")
    #expect(large.warnings.isEmpty, "\(large.warnings)")
    #expect(Double(large.steps) / Double(small.steps) <= 12, "\(small.steps) → \(large.steps) steps")
    let manifest = readInline(Self.sameNamedLevels(100))
    #expect(manifest.products.map(\.name) == ["T"])
    #expect(manifest.products.first?.targets == ["T", "T"])
  }

  @Test func aStaticMemberDefinedByItselfIsUnknownAtOnce() {
    let source = """
      // swift-tools-version:5.9
      import PackageDescription
      extension Target.Dependency {
        static let core: Self = .core
      }
      let package = Package(name: "P", targets: [.target(name: "A", dependencies: [.core, "B"]), .target(name: "B")])
      """
    let manifest = readInline(source)
    #expect(manifest.isIncomplete)
    #expect(manifest.target(named: "A")?.dependencies.map(\.name) == ["B"])
    let warnings = manifest.diagnostics.filter { $0.severity >= .warning }
    #expect(warnings.map(\.message) == ["'.core' is defined by itself; not evaluated"])
    #expect(warnings.first?.location?.line == 4)
  }

  @Test func evaluationStopsAtItsBudget() {
    let source = """
      // swift-tools-version:5.9
      import PackageDescription
      let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
      var names: [String] = []
      for a in letters { for b in letters { for c in letters { for d in letters {
        names.append(a + b + c + d)
      } } } }
      let package = Package(name: "P", targets: [.target(name: "A")])
      """
    let tree = Parser.parse(source: source)
    let evaluator = ManifestEvaluator(file: "Package.swift", tree: tree, conditions: .host)
    evaluator.stepBudget = 10_000
    evaluator.run(tree)
    #expect(evaluator.steps <= 10_000)
    let warnings = evaluator.diagnostics.filter { $0.severity >= .warning }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.hasPrefix("evaluation stopped: too much work") == true, "\(warnings)")
    #expect(warnings.first?.location?.file == "Package.swift")
    #expect(warnings.first?.location?.line == 6)
  }
}
