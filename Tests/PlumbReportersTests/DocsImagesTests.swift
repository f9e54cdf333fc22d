import Foundation
import PlumbKit
import PlumbReporters
import PlumbTestSupport
import Testing

/// The README's diagrams (docs/images) are drawn by plumb from the BbA sample with `make diagrams`. This test draws
/// them again through the library, the way `plumb graph` does, and fails when a committed file is stale.
///
/// The DOT source (committed beside each SVG) is compared byte for byte. The committed SVG is checked to draw exactly
/// the nodes and edges of the committed DOT (its sizes and positions follow the DOT; `GraphvizRenderer` lays the same
/// text out the same way every time, see CGraphviz.c).
@Suite struct DocsImagesTests {
  static let sample = Fixtures.sample("ClassicMac/BbA")
  static let images = Fixtures.repositoryRoot.appendingPathComponent("docs/images")
  static let hint = "run `make diagrams` and commit docs/images"

  /// `plumb graph` draws the module graph from a check of the folder (layers, metrics, findings).
  static func moduleDOT() throws -> String {
    DOTEncoder.encode(try Pipeline(root: sample).run().input)
  }

  static func typeDOT() throws -> String {
    let scanned = try Pipeline(root: sample).loadAndScan()
    let module = try ModuleLookup.find("MacsList", in: scanned.graph)
    return TypeDOTEncoder.encode(
      TypeLevelDiagram.build(graph: scanned.graph, files: scanned.files, roles: scanned.roles, module: module))
  }

  @Test(arguments: [("bba-modules", 0), ("bba-types-macslist", 1)])
  func committedDiagramIsUpToDate(name: String, which: Int) throws {
    let dot = try which == 0 ? Self.moduleDOT() : Self.typeDOT()
    let committedDOT = try String(contentsOf: Self.images.appendingPathComponent("\(name).dot"), encoding: .utf8)
    #expect(dot == committedDOT, "docs/images/\(name).dot is stale: \(Self.hint)")

    let svg = try String(contentsOf: Self.images.appendingPathComponent("\(name).svg"), encoding: .utf8)
    #expect(Self.drawnElements(svg) == Self.declaredElements(committedDOT), "docs/images/\(name).svg: \(Self.hint)")
  }

  /// docs/architecture.md draws plumb's own targets (`plumb graph .` at the repository root, in the layers of its
  /// .plumb.yml). Sizes change with every commit, so only the modules and edges must match.
  @Test func plumbsOwnDiagramHasTheCurrentTargetsAndDependencies() throws {
    let dot = DOTEncoder.encode(try Pipeline(root: Fixtures.repositoryRoot).run().input)
    let committedDOT = try String(contentsOf: Self.images.appendingPathComponent("plumb-modules.dot"), encoding: .utf8)
    #expect(Self.declaredElements(dot) == Self.declaredElements(committedDOT), "docs/images/plumb-modules.dot: \(Self.hint)")
    let svg = try String(contentsOf: Self.images.appendingPathComponent("plumb-modules.svg"), encoding: .utf8)
    #expect(Self.drawnElements(svg) == Self.declaredElements(committedDOT), "docs/images/plumb-modules.svg: \(Self.hint)")
  }

  /// The `<title>` of every node and edge group in an SVG, unescaped: `A` for a node, `A->B` for an edge.
  static func drawnElements(_ svg: String) -> Set<String> {
    var titles = Set<String>()
    let lines = svg.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() where line.contains("class=\"node\"") || line.contains("class=\"edge\"") {
      guard index + 1 < lines.count, lines[index + 1].hasPrefix("<title>") else { continue }
      let title = lines[index + 1].dropFirst("<title>".count).replacingOccurrences(of: "</title>", with: "")
      titles.insert(
        title.replacingOccurrences(of: "&#45;", with: "-").replacingOccurrences(of: "&gt;", with: ">")
          .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&quot;", with: "\"")
          .replacingOccurrences(of: "&amp;", with: "&"))
    }
    return titles
  }

  /// Every quoted node id and visible `from->to` edge of a DOT text that `DOTEncoder`/`TypeDOTEncoder` wrote (one
  /// statement per line; legend nodes included, as Graphviz draws them too).
  static func declaredElements(_ dot: String) -> Set<String> {
    var elements = Set<String>()
    let quoted = #/"((?:[^"\\]|\\.)*)"/#
    for line in dot.components(separatedBy: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard line.hasPrefix("\""), !line.hasPrefix("\"cluster") else { continue }
      let ids = line.matches(of: quoted).map { String($0.output.1).replacingOccurrences(of: "\\\"", with: "\"") }
      if line.contains("\" -> \""), ids.count >= 2 {
        // Graphviz leaves invisible edges (layout helpers) out of the SVG.
        if line.contains("style=invis") { continue }
        elements.formUnion(["\(ids[0])->\(ids[1])", ids[0], ids[1]])
      } else {
        // `"a" [..]; "b" [..];`: one or two node statements on the line (the legend writes pairs). Invisible
        // nodes (the points that keep layers in order) are not drawn.
        if line.contains("style=invis") { continue }
        for statement in line.split(separator: ";") {
          let trimmed = statement.trimmingCharacters(in: .whitespaces)
          if let id = trimmed.firstMatch(of: quoted), trimmed.hasPrefix("\"") { elements.insert(String(id.output.1)) }
        }
      }
    }
    return elements
  }
}
