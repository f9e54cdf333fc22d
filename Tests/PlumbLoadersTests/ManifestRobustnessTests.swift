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
}
