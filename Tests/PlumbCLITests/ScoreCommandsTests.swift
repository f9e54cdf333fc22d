import Foundation
import PlumbTestSupport
import Testing

/// `plumb score` and `plumb compare` end to end, through the built binary.
@Suite struct ScoreCommandsTests {
  @Test func scorePrintsTheStyleAndTheCriteria() throws {
    let result = try PlumbBinary.run(["score", Fixtures.sample("ClassicMac/MVVM-C").path])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("MVVM-C: MVVM-C (confidence 1.00)\n"))
    #expect(result.output.contains("Navigation flexibility"))
    #expect(result.output.contains("thesis (MVVM)"))
    let json = try PlumbBinary.run(["score", Fixtures.sample("ClassicMac/MVVM-C").path, "--format", "json"])
    #expect(json.status == 0)
    #expect(json.output.contains("\"format\" : \"plumb-score\""))
    let markdown = try PlumbBinary.run(["score", Fixtures.sample("ClassicMac/MVVM-C").path, "--format", "markdown"])
    #expect(markdown.output.hasPrefix("## MVVM-C: MVVM-C\n"))
  }

  @Test func compareDrawsAChart() throws {
    let paths = ["ClassicMac/MVC", "ClassicMac/BbA"].map { Fixtures.sample($0).path }
    let svg = try PlumbBinary.run(["compare"] + paths + ["--format", "svg"])
    #expect(svg.status == 0)
    #expect(svg.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let text = try PlumbBinary.run(["compare"] + paths)
    #expect(text.output.hasPrefix("criterion "))
    #expect(text.output.contains("detected style          MVC (1.00)"))
  }

  @Test func aFolderThatCannotBeReadStopsWithExitCode2() throws {
    let result = try PlumbBinary.run(["compare", Fixtures.sample("ClassicMac/MVC").path, "/nonexistent-plumb-folder"])
    #expect(result.status == 2)
    #expect(result.errors.contains("'/nonexistent-plumb-folder' is not a readable directory"))
  }
}
