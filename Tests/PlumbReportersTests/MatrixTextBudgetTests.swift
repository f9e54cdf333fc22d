import Foundation
import PlumbModel
import Testing

@testable import PlumbReporters

/// `plumb matrix` on a workspace of thousands of modules (issue 33: 10,000 projects printed 200 MB): past the grid
/// budget the text form says so and lists each row's dependencies, so its size grows with the dependencies, not
/// with the square of the modules.
@Suite struct MatrixTextBudgetTests {
  /// `count` modules in a chain, M1 → M0 and so on.
  static func text(modules count: Int) -> String {
    let ids = (0..<count).map { ModuleID(container: "App", name: "M\($0)") }
    let graph = ModuleGraph(
      modules: ids.map { Module(id: $0, kind: .regular) },
      dependencies: (1..<count).map { Dependency(from: ids[$0], to: ids[$0 - 1], kind: .target) })
    let matrix = DependencyMatrix(evidence: DependencyEvidence(graph: graph, sourceFacts: nil, code: nil))
    return MatrixOutput.text(matrix, graph: graph)
  }

  @Test func aSmallMatrixIsAGrid() {
    let text = Self.text(modules: 5)
    #expect(!text.contains("The grid is left out"))
    // Row 2 (M1) has its cell in column 1 and the diagonal in column 2.
    #expect(text.contains("\n2 M1 x - . . .\n") || text.contains("\n2 M1 x* - . . .\n"))
  }

  @Test func pastTheBudgetTheGridIsLeftOutAndSaid() throws {
    let small = Self.text(modules: 400)
    let large = Self.text(modules: 4_000)
    #expect(large.contains("The grid is left out: 4000 modules are more than the 300 a text grid shows"))
    // Every dependency is still there, as column:cell on its row: M1 (row 2) uses M0 (column 1).
    #expect(large.contains("\n2 M1  1:x\n") || large.contains("\n2 M1  1:x*\n"))
    #expect(large.contains("\n4000 M3999  3999:x") && large.contains("\n1 M0\n"))
    #expect(Double(large.utf8.count) / Double(small.utf8.count) <= 12, "\(small.utf8.count) → \(large.utf8.count) bytes")
  }
}
