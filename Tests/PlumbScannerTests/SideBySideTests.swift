import Foundation
import PlumbModel
@testable import PlumbScanner
import Testing

/// A derivation from nothing spreads its work over two threads (`SideBySide`): the edge uses of the files in runs, the
/// roles beside the summaries. What it derives is what one thread derives, byte for byte.
@Suite struct SideBySideTests {
  @Test func aMapInRunsKeepsTheOrderOfItsElements() {
    for count in [0, 1, 2, 3, 7, 64, 1001] {
      let elements = Array(0..<count)
      for workers in 1...5 {
        #expect(SideBySide.map(elements, workers: workers) { $0 * 3 + 1 } == elements.map { $0 * 3 + 1 })
      }
    }
  }

  @Test func twoPiecesOfWorkGiveTheirOwnResults() {
    for workers in [1, 2] {
      let (first, second) = SideBySide.run(workers: workers) { (1...100).reduce(0, +) } and: { "second" }
      #expect(first == 5050)
      #expect(second == "second")
    }
  }

  @Test func aSmallWorkspaceIsDerivedOnOneThread() {
    #expect(SideBySide.workers(threads: 0, files: 100) == 1)
    #expect(SideBySide.workers(threads: 2, files: 1000) == 2)
    #expect(SideBySide.workers(threads: 1, files: 1000) == 1)
  }

  /// Three modules of 50 files each, whose types name one another's and whose files import the module below, with
  /// roles to find (views, view models, coordinators): derived on two threads, every role, edge, summary and edge use
  /// is what one thread derives.
  @Test func twoThreadsDeriveWhatOneDerives() throws {
    let names = ["Core", "Feature", "App"]
    var modules: [Module] = []
    var texts: [String: String] = [:]
    for (level, name) in names.enumerated() {
      var sources: [String] = []
      for number in 0..<50 {
        let path = "\(name)/\(name)File\(number).swift"
        sources.append(path)
        let below = "import SwiftUI\n" + (level > 0 ? "import \(names[level - 1])\n\n" : "\n")
        let used = level > 0 ? "  let other: \(names[level - 1])Model\(number % 9)?\n" : ""
        let declaration = [
          "public final class \(name)ViewModel\(number): ObservableObject {\n",
          "public struct \(name)View\(number): View {\n  public var body: some View { Text(\"\(number)\") }\n",
          "public final class \(name)Coordinator\(number) {\n", "public final class \(name)Service\(number) {\n",
        ][number % 4]
        texts[path] =
          below + declaration + used
          + "  func load() -> Int { \(number) > 3 ? 1 : 0 }\n}\n\npublic struct \(name)Model\(number % 9)x\(number) {}\n"
          + (number < 9 ? "public struct \(name)Model\(number) {}\n" : "")
      }
      modules.append(
        Module(id: ModuleID(container: "Kit", name: name), kind: level == 2 ? .app : .regular, sources: sources))
    }
    let graph = ModuleGraph(modules: modules)
    let paths = SourceScanner.sourcePaths(of: graph)
    var result = SourceScanner.Result(
      files: paths.map { SourceScanner.scan(source: texts[$0]!, path: $0) }, diagnostics: [])
    result.hashes = Dictionary(uniqueKeysWithValues: paths.map { path in
      var text = texts[path]!
      return (path, text.withUTF8 { ContentHash(of: $0) })
    })
    #expect(SideBySide.workers(threads: 2, files: paths.count) == 2)
    let one = SourceScanner(threads: 1).derive(graph: graph, scanned: result)
    let two = SourceScanner(threads: 2).derive(graph: graph, scanned: result)
    #expect(!one.actualEdges.isEmpty)
    #expect(one.roles.contains { $0.role != .none })
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(two.roles) == encoder.encode(one.roles))
    #expect(try encoder.encode(two.actualEdges) == encoder.encode(one.actualEdges))
    for module in graph.modules.map(\.id) {
      #expect(try encoder.encode(two.sourceFacts.modules[module]) == encoder.encode(one.sourceFacts.modules[module]))
    }
    #expect(try encoder.encode(two.sourceFacts.actualDependencies) == encoder.encode(one.sourceFacts.actualDependencies))
    #expect(two.derivation?.uses == one.derivation?.uses)
    #expect(two.derivation?.interface == one.derivation?.interface)
  }
}
