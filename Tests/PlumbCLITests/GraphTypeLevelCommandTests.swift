import Foundation
import PlumbTestSupport
import Testing

@Suite struct GraphTypeLevelCommandTests {
  static let bba = Fixtures.sample("ClassicMac/BbA").path

  @Test func typeLevelJSONHasTheDocumentedShape() throws {
    let result = try PlumbBinary.run(["graph", Self.bba, "--level", "type", "--module", "MacsList", "--format", "json"])
    #expect(result.status == 0, "\(result.errors)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let types = try #require(json["types"] as? [[String: Any]])
    let references = try #require(json["references"] as? [[String: Any]])
    let view = try #require(types.first { $0["name"] as? String == "MacsListView" })
    #expect(view["role"] as? String == "view")
    #expect(view["kind"] as? String == "struct")
    #expect(view["file"] as? String == "Sources/MacsList/MacsListView.swift")
    #expect(view["line"] as? Int == 6)
    #expect(Set(view.keys) == ["id", "name", "module", "kind", "role", "file", "line"])
    #expect(references.allSatisfy { Set($0.keys) == ["from", "to", "kind"] })
  }

  @Test func typeLevelAcceptsContainerSlashNameAndDrawsEveryFormat() throws {
    for format in ["dot", "mermaid", "svg"] {
      let result = try PlumbBinary.run([
        "graph", Self.bba, "--level", "type", "--module", "ClassicMacKit/MacsList", "--format", format,
      ])
      #expect(result.status == 0, "\(format): \(result.errors)")
      #expect(result.output.contains("MacsListViewModel"), "\(format)")
    }
  }

  @Test func anUnknownModuleIsAnErrorWithCloseMatches() throws {
    let result = try PlumbBinary.run(["graph", Self.bba, "--level", "type", "--module", "MacList"])
    #expect(result.status == 2)
    #expect(result.errors.contains("no module named 'MacList'; did you mean 'MacsList'"), "\(result.errors)")
  }

  @Test func moduleWithoutTypeLevelIsAUsageError() throws {
    let result = try PlumbBinary.run(["graph", Self.bba, "--module", "MacsList"])
    #expect(result.status != 0)
    #expect(result.errors.contains("--module needs --level type"))
  }

  @Test func theModuleGraphIsDrawnInTheConfiguredLayers() throws {
    let result = try PlumbBinary.run(["graph", Self.bba, "--format", "dot"])
    #expect(result.status == 0)
    for layer in ["App", "Modules", "Core"] { #expect(result.output.contains("label=\"\(layer)\""), "\(layer)") }
  }
}
