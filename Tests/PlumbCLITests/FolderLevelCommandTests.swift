import Foundation
import PlumbTestSupport
import Testing

/// `--level folder` end to end: `graph` in every format, `matrix` and `why` between the folders of a one-target app.
@Suite struct FolderLevelCommandTests {
  static let app = Fixtures.url("Folders/OneTargetApp").path

  @Test func graphDrawsTheFoldersInEveryFormat() throws {
    let json = try PlumbBinary.run(["graph", Self.app, "--level", "folder", "--no-cache"])
    #expect(json.status == 0, "\(json.errors)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let folders = try #require(document["folders"] as? [[String: Any]])
    #expect(folders.map { $0["id"] as? String } == [
      "App/(root)", "App/Features/Home", "App/Features/Profile", "App/Models", "App/Services",
    ])
    for format in ["dot", "mermaid", "svg"] {
      let result = try PlumbBinary.run(["graph", Self.app, "--level", "folder", "--format", format, "--no-cache"])
      #expect(result.status == 0, "\(format): \(result.errors)")
      #expect(result.output.contains("Features/Profile"), "\(format)")
    }
  }

  @Test func graphDepthSetsHowManyFolderLevelsMakeANode() throws {
    let result = try PlumbBinary.run(["graph", Self.app, "--level", "folder", "--depth", "1", "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(document["depth"] as? Int == 1)
    #expect((document["folders"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
      == ["(root)", "Features", "Models", "Services"])
    #expect((document["cycles"] as? [Any])?.isEmpty == true)
  }

  @Test func depthWithoutFocusIsStillAUsageErrorAtModuleLevel() throws {
    let result = try PlumbBinary.run(["graph", Self.app, "--depth", "1"])
    #expect(result.status != 0)
    #expect(result.errors.contains("--depth needs --focus"))
  }

  @Test func whyBetweenTwoFoldersShowsTheReferencesAndTheCut() throws {
    let result = try PlumbBinary.run([
      "why", "Features/Profile", "Features/Home", Self.app, "--level", "folder", "--no-cache",
    ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("Features/Profile depends on Features/Home: 1 shortest path of 1 edge.\n"))
    #expect(result.output.contains("Cycle: 2 folders depend on each other"))
    #expect(result.output.contains("invert with a protocol"))
    #expect(!result.output.contains("imports:"))
  }

  @Test func whyNamesTheClosestFoldersWhenOneIsUnknown() throws {
    let result = try PlumbBinary.run(["why", "Features/Hom", "Models", Self.app, "--level", "folder", "--no-cache"])
    #expect(result.status == 2)
    #expect(result.errors.contains("Features/Home"), "\(result.errors)")
  }

  @Test func matrixByFolderMarksTheCycle() throws {
    let result = try PlumbBinary.run(["matrix", Self.app, "--level", "folder", "--format", "json", "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let cells = try #require(document["cells"] as? [[String: Any]])
    #expect(cells.filter { $0["suggestedCut"] as? Bool == true }.count == 1)
    #expect(cells.count == 9)
  }

  @Test func metricsByFolderCountTheFoldersThatNameEachOther() throws {
    let result = try PlumbBinary.run(["metrics", Self.app, "--level", "folder", "--format", "csv", "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("folder,module,path,ca,ce,"))
    #expect(result.output.contains("\nApp/Models,App,Sources/App/Models,3,0,0.0000,"))
    let text = try PlumbBinary.run(["metrics", Self.app, "--level", "folder", "--no-cache"])
    #expect(text.output.contains("CC mean"))
  }

  @Test func whyBetweenTwoTypesFollowsTheirReferences() throws {
    let result = try PlumbBinary.run(["why", "AppMain", "Recipe", Self.app, "--level", "type", "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("AppMain depends on Recipe: 2 shortest paths of 2 edges.\n"))
    #expect(result.output.contains("AppMain → HomeScreen → Recipe"))
  }

  @Test func matrixAndMetricsHaveNoTypeLevel() throws {
    for command in ["matrix", "metrics"] {
      let result = try PlumbBinary.run([command, Self.app, "--level", "type"])
      #expect(result.status != 0)
      #expect(result.errors.contains("has no --level type"), "\(command): \(result.errors)")
    }
  }

  @Test func theReportOpensOnTheFoldersOfAOneTargetApp() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-folders-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try PlumbBinary.run(["report", Self.app, "-o", output.path, "--no-cache"])
    #expect(result.status == 0, "\(result.errors)")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.contains("<h2 id=\"graph-title\">Folder graph</h2>"))
    #expect(html.contains("id=\"f&#45;g&#45;n:App/Features/Home\""))
  }
}
