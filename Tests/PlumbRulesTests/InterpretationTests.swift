import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// The interpretation stage decides once what the app's own code is, and every stage after it judges that code:
/// a demo app beside a library and a twin target over the library's files are set apart for rules and score alike.
@Suite struct InterpretationTests {
  let root = Fixtures.url("Interpretation/FeedWithDemo")

  func pipeline(_ configuration: String? = nil) throws -> Pipeline {
    guard let configuration else { return try Pipeline(root: root) }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-\(UUID().uuidString).yml")
    try configuration.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    return try Pipeline(root: root, configurationFile: file)
  }

  @Test func examplesAndTwinsAreSetApartOnce() throws {
    let pipeline = try pipeline()
    let scanned = try pipeline.loadAndScan()
    let interpretation = pipeline.interpret(scanned)
    #expect(interpretation.ownCode.modules.map(\.name) == ["Feed"])
    #expect(Set(interpretation.code.allTypes.map(\.name)) == ["FeedViewController", "FeedViewModel"])
    // One scan, one interpretation: later stages get the same value, the type graph is not built again.
    #expect(pipeline.interpret(scanned).typeGraph == interpretation.typeGraph)
    #expect(pipeline.score(scanned).codeModules == 1)
  }

  @Test func patternRulesJudgeTheOwnCodeOnly() throws {
    let pipeline = try pipeline("rules:\n  viewmodel-no-view: error\n  test-presence: off\n")
    let report = try pipeline.run()
    #expect(report.findings.map(\.ruleID) == ["viewmodel-no-view"])
    #expect(report.findings.first?.location?.file == "Sources/Feed/FeedViewModel.swift")
  }

  /// The screen parts are one definition: a view controller only by a `Controller` name is none, whatever role set
  /// a caller asks about.
  @Test func aScreenPartIsOneOfTheAskedRolesAndRestsOnEvidence() throws {
    let scanned = try pipeline().loadAndScan()
    let code = try pipeline().interpret(scanned).code
    let controller = try #require(code.allTypes.first { $0.name == "FeedViewController" })
    let model = try #require(code.allTypes.first { $0.name == "FeedViewModel" })
    #expect(controller.isScreenPart(among: Role.screenViews))
    #expect(!model.isScreenPart(among: Role.screenViews))
    #expect(model.isScreenPart(among: Role.screenLogic))
    #expect(model.isScreenPart())
  }
}
