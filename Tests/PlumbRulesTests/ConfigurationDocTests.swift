import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

/// The example in Rules/docs/configuration.md must stay a valid configuration.
@Suite struct ConfigurationDocTests {
  @Test func documentedExampleIsValid() throws {
    let page = try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Rules/docs/configuration.md"), encoding: .utf8)
    let start = try #require(page.range(of: "```yaml\n"))
    let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
    let yaml = String(page[start.upperBound..<end.lowerBound])
    let result = ConfigurationLoader().parse(yaml, file: "configuration.md")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
    #expect(result.configuration.layers.map(\.name) == ["App", "Features", "Data", "Core"])
    #expect(result.configuration.forbidden.first { $0.name == "no-feature-to-networking" }?.severity == .warning)
  }

  @Test func includeAndExcludeNarrowTheModules() {
    var configuration = Configuration()
    configuration.exclude = [Glob("Generated*"), Glob("Tools/**")]
    let kept = Module(id: ModuleID(container: "P", name: "Core"), kind: .regular, path: "Sources/Core")
    let generated = Module(id: ModuleID(container: "P", name: "GeneratedAPI"), kind: .regular)
    let tool = Module(id: ModuleID(container: "P", name: "Lint"), kind: .regular, path: "Tools/Lint")
    #expect(configuration.includes(kept) && !configuration.includes(generated) && !configuration.includes(tool))
    configuration.include = [Glob("C*")]
    configuration.exclude = []
    #expect(configuration.includes(kept) && !configuration.includes(tool))
  }
}
