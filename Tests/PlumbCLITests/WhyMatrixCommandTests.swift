import Foundation
import PlumbTestSupport
import Testing

/// `plumb why`, `plumb matrix` and `plumb graph --source/--sink` end to end, on the violation samples.
@Suite struct WhyMatrixCommandTests {
  static let graphRules = Fixtures.sample("Violations/graph-rules").path
  static let cycles = Fixtures.sample("Violations/cycle-and-untested").path

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func whyPrintsThePathAndTheEvidenceOfEachEdge() throws {
    let result = try PlumbBinary.run(["why", "Search", "Networking", Self.graphRules, "--no-cache"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Search depends on Networking: 1 shortest path of 2 edges.\n"))
    #expect(result.output.contains("  1. Search → Core → Networking\n"))
    #expect(result.output.contains("Search → Core\n  declared: Package.swift:24:44 (target)\n"))
    #expect(result.output.contains("    Sources/Search/SearchViewModel.swift:2:1\n"))
    #expect(result.output.contains("SearchViewModel → Listing (stored property) at Sources/Search/SearchViewModel.swift:12\n"))
    #expect(result.output.contains("Core → Networking\n  declared: Package.swift:32:9 (target)\n"))
  }

  @Test func whyWithoutAPathSaysSoAndWhichWayItGoes() throws {
    let result = try PlumbBinary.run(["why", "Core", "Search", Self.graphRules, "--no-cache"])
    #expect(result.status == 0)
    #expect(
      result.output
        == "Core does not depend on Search.\nSearch depends on Core: Search → Core (plumb why Search Core says why).\n")
  }

  @Test func whyNamesTheClosestModulesWhenOneIsUnknown() throws {
    let result = try PlumbBinary.run(["why", "Serch", "Core", Self.graphRules, "--no-cache"])
    #expect(result.status == 2)
    #expect(result.errors.contains("why: no module named 'Serch'; did you mean 'Search'"))
    #expect(result.output.isEmpty)
  }

  @Test func whyInACycleShowsTheAdviceAndJSONCarriesIt() throws {
    let text = try PlumbBinary.run(["why", "Networking", "Session", Self.cycles, "--no-cache"])
    #expect(text.status == 0)
    #expect(text.output.contains("Cycle: 3 modules depend on each other (Analytics, Networking, Session)"))
    #expect(text.output.contains("cut 1 edge (cost 2"))
    #expect(text.output.contains("  Analytics → Session, cost 2: invert with a protocol\n"))
    let json = try PlumbBinary.run(["why", "Networking", "Session", Self.cycles, "--no-cache", "--format", "json"])
    #expect(json.status == 0)
    let document = try Self.json(json.output)
    #expect(document["paths"] as? [[String]] == [["PodcastServices/Networking", "PodcastServices/Analytics", "PodcastServices/Session"]])
    let cycle = try #require(document["cycle"] as? [String: Any])
    #expect(cycle["method"] as? String == "exact")
    let cuts = try #require(cycle["cuts"] as? [[String: Any]])
    #expect(cuts.map { $0["move"] as? String } == ["invert-with-protocol"])
    let evidence = try #require(cuts.first?["evidence"] as? [String: Any])
    #expect((evidence["imports"] as? [[String: Any]])?.first?["location"] as? String
      == "Sources/Analytics/AnalyticsTracker.swift:2:1")
  }

  @Test func whyAllListsLongerPathsAndSaysWhenCut() throws {
    let result = try PlumbBinary.run(["why", "Search", "Analytics", Self.graphRules, "--no-cache", "--all", "--limit", "2"])
    #expect(result.status == 0)
    #expect(result.output.contains("more exist, the first 2 shown (--limit)"))
  }

  @Test func theMatrixAsTextCSVAndJSON() throws {
    let text = try PlumbBinary.run(["matrix", Self.graphRules, "--no-cache"])
    #expect(text.status == 0)
    #expect(text.output.contains("10 modules, layer by layer from the bottom one up"))
    #expect(text.output.contains("Above the diagonal:\n  6 → 7  Core → Favorites: a dependency on a higher layer\n"))
    // Column numbers run downwards (tens over ones) and line up with the diagonal of the numbered rows.
    let lines = text.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let ones = try #require(lines.firstIndex { $0.hasSuffix("1 2 3 4 5 6  7 8 9 0") })
    #expect(lines[ones - 1].hasSuffix(" 1") && lines[ones - 1].trimmingCharacters(in: .whitespaces) == "1")
    let searchRow = try #require(lines.first { $0.hasPrefix("10 Search ") })
    #expect(searchRow.hasSuffix(" . . 0 . 2 2  . 3 . -"))
    #expect(searchRow.count == lines[ones].count)
    #expect(lines.contains(" 6 Core          3 2 2 . 2 - !2 . . ."))

    let csv = try PlumbBinary.run(["matrix", Self.graphRules, "--no-cache", "--format", "csv"])
    let rows = csv.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.first == "module,Analytics,Networking,Persistence,FeatureFlags,DesignSystem,Core,Favorites,Catalog,Checkout,Search")
    #expect(rows.contains("Search,,,0,,2,2,,3,,"))

    let json = try Self.json(try PlumbBinary.run(["matrix", Self.graphRules, "--no-cache", "--format", "json"]).output)
    #expect(json["ordering"] as? String == "layers")
    let cells = try #require(json["cells"] as? [[String: Any]])
    #expect(cells.filter { $0["aboveDiagonal"] as? Bool == true }.map { $0["from"] as? String } == ["RetroMarket/Core"])

    let withTests = try PlumbBinary.run(["matrix", Self.graphRules, "--no-cache", "--include-tests", "--format", "csv"])
    #expect(withTests.output.split(separator: "\n").count == 21)
  }

  @Test func sourceAndSinkNarrowEveryGraphFormat() throws {
    let json = try PlumbBinary.run(
      ["graph", Self.graphRules, "--no-cache", "--format", "json", "--source", "Search", "--sink", "Persistence,Analytics"])
    #expect(json.status == 0)
    let modules = try #require(try Self.json(json.output)["modules"] as? [[String: Any]])
    #expect(
      Set(modules.compactMap { $0["name"] as? String })
        == ["Search", "Catalog", "Core", "DesignSystem", "FeatureFlags", "Networking", "Persistence", "Analytics", "Favorites"])
    let dot = try PlumbBinary.run(["graph", Self.graphRules, "--no-cache", "--format", "dot", "--sink", "Favorites"])
    #expect(dot.status == 0)
    #expect(dot.output.contains("\"RetroMarket/Core\""))
    #expect(!dot.output.contains("\"RetroMarket/Networking\""))
    let mermaid = try PlumbBinary.run(["graph", Self.graphRules, "--no-cache", "--format", "mermaid", "--source", "Favorites"])
    #expect(mermaid.output.contains("Persistence") && !mermaid.output.contains("Core"))
    let matrix = try PlumbBinary.run(["matrix", Self.graphRules, "--no-cache", "--format", "csv", "--source", "DesignSystem"])
    #expect(matrix.output.split(separator: "\n").first == "module,Analytics,Networking,Persistence,FeatureFlags,DesignSystem")
    let unknown = try PlumbBinary.run(["graph", Self.graphRules, "--no-cache", "--sink", "Nowhere"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("--source/--sink: no module named 'Nowhere'"))
  }
}
