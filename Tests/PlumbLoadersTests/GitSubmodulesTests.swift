import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// The git submodules of the analysed folder, read from its `.gitmodules`.
@Suite struct GitSubmodulesTests {
  /// `.gitmodules` as git writes it; a submodule that is not checked out (`Vendor/Absent`) has nothing to leave out.
  @Test func readsThePathsOfTheCheckedOutSubmodules() {
    #expect(GitSubmodules(root: Fixtures.url("Submodules")).paths == ["Vendor/Toolkit"])
    #expect(GitSubmodules(root: Fixtures.url("Generators/XcodeGen/Prebuilt")).paths == [])
    let text = "[submodule \"core\"]\n\tpath = core\n\tbranch = main\n[submodule \"x\"]\n  path = \"./Vendor/Kit/\"\n"
    #expect(GitSubmodules.paths(in: text) == ["core", "Vendor/Kit"])
    let submodules = GitSubmodules(paths: ["Vendor/Toolkit"])
    #expect(submodules.submodule(of: "Vendor/Toolkit/Package.swift") == "Vendor/Toolkit")
    #expect(submodules.submodule(of: "Vendor/ToolkitExtras/A.swift") == nil)
  }
}
