import Foundation
import PlumbKit
import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// The pattern rules on whole samples, through the real pipeline: each violation sample breaks its rule exactly
/// once, where its README says, and the ClassicMac samples are clean under their own style's preset and break the
/// pattern rules of the other styles where their design differs.
@Suite struct PatternSamplesTests {
  static let folder = Fixtures.sample("Violations/pattern-rules")

  static var sampleNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
  }

  /// `Sources/X/Y.swift:12` (or `Package.swift:11`), the first place the README names in backticks.
  static func expectedPlace(in readme: String) -> (file: String, line: Int)? {
    for part in readme.split(separator: "`") {
      let pieces = part.split(separator: ":")
      guard pieces.count == 2, pieces[0].hasSuffix(".swift"), let line = Int(pieces[1]) else { continue }
      return (String(pieces[0]), line)
    }
    return nil
  }

  @Test(arguments: sampleNames)
  func breaksItsRuleOnceWhereItsReadmeSays(sample: String) throws {
    let root = Self.folder.appendingPathComponent(sample)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let place = try #require(Self.expectedPlace(in: readme), "README of \(sample) names no file:line")
    let findings = try Pipeline(root: root).run().input.findings
    #expect(findings.map(\.ruleID) == [sample], "\(findings.map { "\($0.ruleID): \($0.message)" })")
    #expect(findings.first?.location?.file == place.file)
    #expect(findings.first?.location?.line == place.line)
  }

  @Test func everyPatternRuleHasASample() {
    let patternRules = RuleRegistry.all.filter { $0.needsCode }.map { $0.info.id }
    #expect(Set(patternRules).isSubset(of: Set(Self.sampleNames)), "no sample for \(Set(patternRules).subtracting(Self.sampleNames).sorted())")
    #expect(Set(Self.sampleNames).isSubset(of: Set(RuleRegistry.all.map { $0.info.id })))
  }

  /// The pattern rules' findings on a ClassicMac sample under a preset, as `rule file:line`, sorted.
  static func patternFindings(_ sample: String, preset: String) throws -> [String] {
    let configuration = ConfigurationLoader().parse("extends: \(preset)", file: "test.plumb.yml").configuration
    let pipeline = Pipeline(root: Fixtures.sample("ClassicMac/\(sample)"), configuration: configuration)
    let patternRules = Set(RuleRegistry.all.filter { $0.needsCode || $0.info.id == "feature-naming" }.map { $0.info.id })
    return try pipeline.run().input.findings.filter { patternRules.contains($0.ruleID) }.map {
      "\($0.ruleID) \($0.location?.file ?? "?"):\($0.location?.line ?? 0)"
    }.sorted()
  }

  @Test(arguments: [
    ("MVVM", "mvvm"), ("MVVM-C", "mvvm-c"), ("MVP-C", "mvp-c"), ("VIPER", "viper"), ("VIP", "vip"), ("BbA", "bba"),
  ])
  func eachSampleIsCleanUnderItsOwnPreset(sample: String, preset: String) throws {
    #expect(try Self.patternFindings(sample, preset: preset) == [])
  }

  /// The layered rules too: no error at all under the sample's own preset (the MVVM sample's navigating view model
  /// is the one designed exception, asserted below).
  @Test(arguments: [("MVVM-C", "mvvm-c"), ("MVP-C", "mvp-c"), ("VIPER", "viper"), ("VIP", "vip"), ("BbA", "bba")])
  func noErrorUnderItsOwnPreset(sample: String, preset: String) throws {
    let configuration = ConfigurationLoader().parse("extends: \(preset)", file: "test.plumb.yml").configuration
    let findings = try Pipeline(root: Fixtures.sample("ClassicMac/\(sample)"), configuration: configuration).run()
      .input.findings.filter { $0.severity == .error }
    #expect(findings.isEmpty, "\(findings.map { "\($0.ruleID): \($0.message)" })")
  }

  @Test func theMVCSampleBreaksItsPresetWhereItsReadmeSays() throws {
    // Samples/README.md: the controllers do networking, caching and favourites themselves.
    #expect(
      try Self.patternFindings("MVC", preset: "mvc") == [
        "view-no-side-effects Sources/ClassicMac/Controllers/FavoriteMacViewController.swift:30",
        "view-no-side-effects Sources/ClassicMac/Controllers/MacDetailsViewController.swift:51",
        "view-no-side-effects Sources/ClassicMac/Controllers/MacsListViewController.swift:13",
      ])
  }

  @Test func theMVVMSampleBreaksItsPresetsLayersWhereItsReadmeSays() throws {
    // Samples/README.md: `MacsListViewModel` drives navigation. It builds the next screens' view models, and its
    // view draws them, so the list feature reaches into two other features of the independent Features layer.
    let configuration = ConfigurationLoader().parse("extends: mvvm", file: "test.plumb.yml").configuration
    let pipeline = Pipeline(root: Fixtures.sample("ClassicMac/MVVM"), configuration: configuration)
    let findings = try pipeline.run().input.findings
    let list = "Sources/ClassicMacMVVM/Features/MacsList"
    #expect(
      findings.map { "\($0.ruleID) \($0.location?.file ?? "?"):\($0.location?.line ?? 0)" } == [
        "feature-independence \(list)/ViewModels/MacsListViewModel.swift:8",
        "feature-independence \(list)/ViewModels/MacsListViewModel.swift:8",
      ])
    #expect(findings.map(\.message).contains { $0.contains("MacsListViewModel uses FavoriteMacViewModel") })
    #expect(findings.map(\.message).contains { $0.contains("MacsListViewModel uses MacDetailsViewModel") })
    #expect(findings.allSatisfy { $0.severity == .error })
  }

  @Test func samplesBreakTheRulesOfOtherStyles() throws {
    // MVC and MVVM screens navigate themselves: wrong under MVVM-C, where coordinators do.
    #expect(
      try Self.patternFindings("MVC", preset: "mvvm-c").filter { $0.hasPrefix("navigation-in-coordinator") } == [
        "navigation-in-coordinator Sources/ClassicMac/Controllers/MacDetailsViewController.swift:62",
        "navigation-in-coordinator Sources/ClassicMac/Controllers/MacsListViewController.swift:135",
      ])
    #expect(
      try Self.patternFindings("MVVM", preset: "mvvm-c").filter { $0.hasPrefix("navigation-in-coordinator") } == [
        "navigation-in-coordinator Sources/ClassicMacMVVM/Features/MacsList/Views/MacsListView.swift:27"
      ])
    // MVP-C keeps a coordinator per scene inside the feature module; BbA keeps them in the app.
    #expect(
      try Self.patternFindings("MVP-C", preset: "bba").filter { $0.hasPrefix("coordinator-location") }.count == 3)
    // Clean Swift scenes are flat folders, not MVP-C's template.
    #expect(try Self.patternFindings("VIP", preset: "mvp-c").contains {
      $0 == "scene-structure Sources/ClassicMacVIP/Scenes/MacsList/MacsListPresenter.swift:8"
    })
  }
}
