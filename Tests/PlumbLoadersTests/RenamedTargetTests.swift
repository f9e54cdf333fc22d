import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// A dependency on a target of another project, and a product of it linked through a reference proxy, are resolved by
/// the id the proxy names (`remoteGlobalIDString`), not by its `remoteInfo`: RxSwift's `RxExample` still says
/// `RxSwift-iOS` for the target renamed `RxSwift` (the `Xcode/RenamedTarget` fixture says `Lib-iOS` for `Lib`).
@Suite struct RenamedTargetTests {
  /// Before: "target 'App' depends on target 'Lib-iOS' of Lib.xcodeproj, which was not loaded or has no such target",
  /// twice, and no edge, so `import Lib` was an undeclared import.
  @Test func aProxyIsResolvedByTheIdItNames() throws {
    let workspace = try WorkspaceLoader(derivedData: nil).load(root: Fixtures.url("Xcode/RenamedTarget"))
    #expect(workspace.diagnostics.map(\.message) == [])
    let edges = workspace.graph.dependencies.filter(\.isDeclared).map { "\($0.from.name) -> \($0.to.name)" }
    #expect(edges == ["App -> Lib"])
  }
}
