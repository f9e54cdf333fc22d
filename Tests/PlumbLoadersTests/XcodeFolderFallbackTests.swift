import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Swift files that no target covers form inferred modules, one per top-level folder.
@Suite struct XcodeFolderFallbackTests {
  @Test func groupsUncoveredFilesByTopLevelFolder() {
    let modules = InferredModules.modules(
      swiftFiles: ["App/Covered.swift", "Feature/A.swift", "Feature/Sub/B.swift", "Loose.swift", "Tools/gen.swift"],
      covered: ["App/Covered.swift"],
      rootName: "Repo"
    )
    #expect(
      modules == [
        Module(id: ModuleID(container: "inferred", name: "Repo"), kind: .inferred, path: "", sources: ["Loose.swift"]),
        Module(
          id: ModuleID(container: "inferred", name: "Feature"), kind: .inferred, path: "Feature",
          sources: ["Feature/A.swift", "Feature/Sub/B.swift"]),
        Module(
          id: ModuleID(container: "inferred", name: "Tools"), kind: .inferred, path: "Tools",
          sources: ["Tools/gen.swift"]),
      ])
  }

  @Test func rootFilesDoNotCollideWithAFolderOfTheRootsName() {
    let modules = InferredModules.modules(swiftFiles: ["App/A.swift", "main.swift"], covered: [], rootName: "App")
    #expect(modules.map(\.id.name) == ["App (root)", "App"])
  }

  @Test func theWalkSkipsBuildVendorHiddenAndPackageFolders() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fallback-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Package.swift", "Feature/A.swift", "Feature/Sub/B.swift", "Feature/notes.md", ".build/debug/X.swift",
      ".build-linux/Y.swift", ".swiftpm/Z.swift", ".git/hooks/h.swift", ".hidden/H.swift", "DerivedData/D.swift",
      "Pods/P.swift", "Carthage/Checkouts/C.swift", "node_modules/n/N.swift", "Vendor/checkouts/V.swift",
      "Kit/Package.swift", "Kit/Sources/Kit/Kit.swift", "App/App.xcodeproj/Inside.swift", "App/Assets.xcassets/I.swift",
      "App/Main.swift",
    ]
    for file in files {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("// \(file)\n".utf8).write(to: url)
    }
    #expect(InferredModules.swiftFiles(tree: FileTree(root: root.path)) == ["App/Main.swift", "Feature/A.swift", "Feature/Sub/B.swift"])
    let modules = InferredModules.load(root: root, covered: ["App/Main.swift"])
    #expect(modules.map(\.name) == ["Feature"])
  }

  @Test func filesNoXcodeTargetCompilesAreFound() {
    let root = Fixtures.url("Xcode/Synced")
    let xcode = XcodeWorkspaceLoader.load(root: root)
    let inferred = InferredModules.load(root: root, covered: xcode.graph.coveredSources)
    // Package folders are the SwiftPM loader's; the Docs folder is synchronized but no target uses it, and the
    // exceptions of the app left files out.
    #expect(inferred.map(\.name) == ["Docs", "Notes"])
    #expect(
      inferred.first { $0.name == "Notes" }?.sources == [
        "Notes/Experimental/Deeper/Probe.swift", "Notes/Experimental/Lab.swift", "Notes/Preview/MockData.swift",
        "Notes/Shared/Sketch.swift", "Notes/Templates/Template.swift",
      ])
  }
}
