import Foundation
import PlumbGraphviz
import Testing

/// Graphviz opened at run time: the names tried, what a machine without it is told, and that the library the tests
/// have (the test command installs libgraphviz-dev) opens and draws.
@Suite struct GraphvizLibraryTests {
  @Test func aLibraryThatDoesNotExistIsNotInstalledAndTheMessageSaysWhatToInstall() throws {
    let result = GraphvizLibrary.load(candidates: [
      ("libplumb-no-such-gvc.so.6", "libplumb-no-such-cgraph.so.6"),
      ("/nonexistent/libgvc.dylib", "/nonexistent/libcgraph.dylib"),
    ])
    guard case .failure(let error) = result else {
      Issue.record("a library that does not exist opened")
      return
    }
    guard case .notInstalled(let tried) = error else {
      Issue.record("expected notInstalled, got \(error)")
      return
    }
    // The dynamic loader's reason for each name, for whoever needs to know why.
    #expect(tried.count == 2)
    #expect(tried[0].contains("libplumb-no-such-gvc.so.6"))
    #expect(tried[1].contains("/nonexistent/libgvc.dylib"))
    // One line that says what to install, on Debian/Ubuntu and macOS.
    #expect(!error.description.contains("\n"))
    #expect(error.description.contains("apt-get install libgvc6"))
    #expect(error.description.contains("brew install graphviz"))
  }

  @Test func aFolderGivesTheVersionedAndUnversionedNamesOfBothLibraries() {
    let names = GraphvizLibrary.candidates(in: "/opt/graphviz/lib")
    #expect(names.map(\.gvc).contains("/opt/graphviz/lib/libgvc.so.6"))
    #expect(names.map(\.cgraph).contains("/opt/graphviz/lib/libcgraph.so.6"))
    #expect(names.map(\.gvc).contains("/opt/graphviz/lib/libgvc.dylib"))
  }

  @Test func theInstalledLibraryOpensWithItsVersionAndDraws() throws {
    let library = try GraphvizLibrary.load(candidates: GraphvizLibrary.candidates).get()
    let version = try #require(library.version)
    #expect(version.first?.isNumber == true, "version \(version)")
    #expect(GraphvizRenderer.isAvailable)
    #expect(GraphvizRenderer.unavailableReason == nil)
    let svg = try GraphvizRenderer.svg(dot: "digraph { a -> b }")
    #expect(svg.contains("<svg"))
    #expect(svg.contains(">a</text>"))
  }

  @Test func textThatDoesNotParseGivesGraphvizsMessage() {
    #expect {
      try GraphvizRenderer.svg(dot: "digraph { a -> }")
    } throws: { error in
      guard case .invalidDOT(let message) = error as? GraphvizError else { return false }
      return message.contains("syntax error")
    }
  }
}
