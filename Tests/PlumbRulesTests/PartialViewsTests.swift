import Foundation
import PlumbKit
import PlumbModel
@testable import PlumbScanner
import PlumbTestSupport
import Testing

/// A run after an edit resolves and classifies the changed files against views built for them alone: the type index
/// of the modules they see (`WorkspaceIndex(graph:files:for:)`) and the role view of their own types
/// (`RoleClassifier.classify(_:only:)`). On the samples and two fixtures of our own (an app and its extension sharing
/// a file; plugins sharing and copying a logging file), each file, taken as the one changed, has the edge uses and
/// roles the whole workspace's index and view give it.
@Suite struct PartialViewsTests {
  static let roots = [
    "Samples/ClassicMac", "Samples/FollowsAudit", "Samples/ModularCoordinators", "Samples/Violations",
    "Scanner/SharedWithExtension", "Rules/SharedHelperPlugins",
  ]

  @Test(arguments: roots) func eachFileResolvesAndClassifiesAsAgainstTheWholeWorkspace(_ root: String) throws {
    let url = root.hasPrefix("Samples/") ? Fixtures.sample(String(root.dropFirst(8))) : Fixtures.url(root)
    let scanned = try Pipeline(root: url).loadAndScan()
    let scan = try #require(scanned.scan)
    let graph = scanned.workspace.graph
    let files = scan.files
    #expect(files.count > 2)
    let whole = WorkspaceIndex(graph: graph, files: files)
    let roles = RoleClassifier.classify(files.sorted { $0.path < $1.path })
    #expect(!roles.isEmpty)
    for file in files {
      let partial = WorkspaceIndex(graph: graph, files: files, for: [file])
      #expect(ActualEdges.uses(of: file, index: partial) == ActualEdges.uses(of: file, index: whole), "\(file.path)")
      #expect(RoleClassifier.classify(files, only: [file.path]) == roles.filter { $0.file == file.path }, "\(file.path)")
    }
  }
}
