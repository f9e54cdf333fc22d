import Foundation
import PlumbKit
import PlumbModel
import PlumbReporters
import PlumbTestSupport
import Testing

/// `plumb compare Samples/ClassicMac/*`: every sample is detected as the style it is written in, and the formulas
/// give these ratings. A change to a formula, a threshold or a sample that moves a rating shows here.
@Suite struct ScoreSamplesTests {
  struct Expected: Sendable, CustomTestStringConvertible {
    var sample: String
    var style: ArchitectureStyle
    /// Code organization, coupling, modularization, complexity, scalability, build time, ease of maintenance,
    /// navigation flexibility.
    var ratings: [Rating]

    var testDescription: String { sample }
  }

  static let expected: [Expected] = [
    .init(sample: "ClassicMac/BbA", style: .bba, ratings: [.high, .low, .high, .moderate, .high, .high, .high, .high]),
    .init(sample: "ClassicMac/MVC", style: .mvc, ratings: [.low, .moderate, .low, .low, .moderate, .high, .moderate, .low]),
    .init(
      sample: "ClassicMac/MVP-C", style: .mvpC, ratings: [.high, .low, .high, .high, .high, .moderate, .moderate, .high]),
    .init(
      sample: "ClassicMac/MVVM", style: .mvvm, ratings: [.high, .moderate, .low, .low, .moderate, .high, .high, .low]),
    .init(
      sample: "ClassicMac/MVVM-C", style: .mvvmC, ratings: [.high, .low, .low, .low, .moderate, .high, .high, .high]),
    .init(sample: "ClassicMac/VIP", style: .vip, ratings: [.high, .low, .low, .high, .moderate, .high, .high, .high]),
    .init(sample: "ClassicMac/VIPER", style: .viper, ratings: [.high, .low, .moderate, .high, .high, .high, .high, .high]),
    .init(
      sample: "FollowsAudit", style: .bba, ratings: [.high, .moderate, .high, .moderate, .high, .moderate, .high, .high]),
  ]

  static func score(_ sample: String) throws -> ArchitectureScore {
    let pipeline = try Pipeline(root: Fixtures.sample(sample))
    return pipeline.score(try pipeline.loadAndScan())
  }

  @Test(arguments: expected) func sampleStyleAndRatings(_ expected: Expected) throws {
    let score = try Self.score(expected.sample)
    #expect(score.detection.style == expected.style, "\(score.detection.evidence)")
    #expect(score.detection.confidence >= 0.9)
    #expect(score.criteria.map(\.criterion) == Criterion.allCases)
    #expect(score.criteria.map(\.rating) == expected.ratings, "\(score.criteria.map { "\($0.criterion): \($0.score)" })")
    for criterion in score.criteria {
      // Every rating shows the numbers behind it, and its weights add up to one.
      #expect(!criterion.measures.isEmpty)
      #expect(abs(criterion.measures.reduce(0) { $0 + $1.weight } - 1) < 0.001)
      #expect(criterion.rating == Rating(score: criterion.score))
    }
  }

  @Test func theThesisColumnIsTheDetectedStyles() throws {
    let bba = try Self.score("ClassicMac/BbA")
    #expect(bba.thesisColumn == "BbA")
    #expect(bba[.coupling]?.thesis == .low)
    #expect(bba[.coupling]?.agreesWithThesis == true)
    let vip = try Self.score("ClassicMac/VIP")
    #expect(vip.thesisColumn == nil)
    #expect(vip.criteria.allSatisfy { $0.thesis == nil })
    #expect(try Self.score("ClassicMac/MVVM-C").thesisColumn == "MVVM")
  }

  @Test func theEvidenceNamesTheDecidingTypes() throws {
    let score = try Self.score("ClassicMac/BbA")
    let types = score.detection.decidingTypes
    #expect(types.contains { $0.type == "MacsListView" && $0.shows == "holds view model MacsListViewModel" })
    #expect(types.contains { $0.type == "MacsListCoordinator" && $0.role == .coordinator && $0.file.hasPrefix("ClassicMacApp/") })
    #expect(score.detection.evidence.contains { $0.contains("feature modules with no dependency between them") })
  }

  @Test func eachModuleHasAStyle() throws {
    let score = try Self.score("ClassicMac/VIPER")
    let modules = Dictionary(uniqueKeysWithValues: score.modules.map { ($0.module.name, $0) })
    // One screen shows the module's style, but too little to be sure of it: answered below 0.8.
    #expect(modules["MacsListModule"]?.style == .viper)
    #expect((modules["MacsListModule"]?.confidence ?? 1) < 0.8)
    #expect(modules["CatalogAPI"]?.style == .library)
  }

  /// `plumb history` asks for the codebase's score without each module's style: the same detection and criteria.
  @Test(arguments: ["ClassicMac/VIPER", "ClassicMac/BbA", "FollowsAudit"])
  func theCodebaseAloneScoresAsWithEachModule(_ sample: String) throws {
    let pipeline = try Pipeline(root: Fixtures.sample(sample))
    let scanned = try pipeline.loadAndScan()
    let whole = pipeline.score(scanned)
    var alone = pipeline.score(scanned, eachModule: false)
    #expect(!whole.modules.isEmpty)
    #expect(alone.modules.isEmpty)
    alone.modules = whole.modules
    #expect(alone == whole)
  }
}

/// The README's table is `plumb compare Samples/ClassicMac/* --format markdown`, as measured today.
@Suite struct ReadmeComparisonTests {
  @Test func theReadmeShowsTheMeasuredComparison() throws {
    let samples = try FileManager.default.contentsOfDirectory(atPath: Fixtures.sample("ClassicMac").path).sorted()
      .filter { !$0.hasPrefix(".") }
    let scores = try samples.map { try ScoreSamplesTests.score("ClassicMac/\($0)") }
    let table = CompareOutput.markdown(scores).components(separatedBy: "\n\n")[0]
    let readme = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(table), "README.md is stale: run `make readme-table`")
  }
}
