import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Module definitions plumb does not read are said, and leave the graph marked partial, so that a folder-only graph
/// never passes for the app's.
@Suite struct UnreadSpecsTests {
  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-unread-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func buckFilesAreSaidOnce() throws {
    let root = try folder([
      "App/BUCK": "apple_binary(name = 'App')\n", "Libraries/Core/BUCK": "apple_library(name = 'Core')\n",
      "App/Main.swift": "import Core\n", "Libraries/Core/Core.swift": "public struct Core {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let loaded = try WorkspaceLoader().load(root: root)
    let unread = loaded.diagnostics.filter(\.leavesGraphPartial)
    #expect(unread.map(\.description) == [
      "App/BUCK: warning: Buck build files are not read (2 BUCK files): the modules they declare are missing from "
        + "the graph, and their Swift files are only grouped by folder"
    ])
  }

  /// A Bazel macro is not expanded: its note marks the graph partial, so `--strict` stops on it.
  @Test func anUnexpandedBazelMacroLeavesTheGraphPartial() throws {
    let root = try folder([
      "MODULE.bazel": "module(name = \"app\")\n",
      "Core/BUILD.bazel": "load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\n"
        + "swift_library(name = \"Core\", srcs = glob([\"*.swift\"]))\n",
      "Core/Core.swift": "public struct Core {}\n",
      "Feature/BUILD.bazel": "load(\"//tools:feature.bzl\", \"feature_module\")\nfeature_module(name = \"Feature\")\n",
      "Feature/Feature.swift": "import Core\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let loaded = try WorkspaceLoader().load(root: root)
    let partial = loaded.diagnostics.filter(\.leavesGraphPartial)
    #expect(partial.count == 1)
    #expect(partial.first?.location?.file == "Feature/BUILD.bazel")
    #expect(partial.first?.message.contains("'feature_module'") == true)
  }

  @Test func ignoredProjectsWithNoSpecAreSaidAtTheIgnoreLine() throws {
    let files = [".gitignore": "DerivedData/\n*.xcodeproj\n", "App/Main.swift": "let app = 1\n"]
    let root = try folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let loaded = try WorkspaceLoader().load(root: root)
    #expect(loaded.diagnostics.filter(\.leavesGraphPartial).map(\.location) == [Location(file: ".gitignore", line: 2)])

    // A package that ignores generated projects, with every file in a target, is read whole: nothing to say.
    let package = try folder([
      ".gitignore": "*.xcodeproj\n",
      "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", "
        + "targets: [.target(name: \"Lib\")])\n",
      "Sources/Lib/Lib.swift": "public struct Lib {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: package) }
    #expect(try WorkspaceLoader().load(root: package).diagnostics.isEmpty)
  }

  /// A root package that ignores `/*.xcodeproj` ignores what `swift package generate-xcodeproj` wrote from it: a
  /// script outside its targets is no sign of an app whose spec plumb missed.
  @Test func aRootPackageThatIgnoresProjectsMissesNoApp() throws {
    let root = Fixtures.url("Generators/IgnoredProjectsPackage")
    #expect(UnreadSpecs.ignoredProjectLine(tree: FileTree(root: root.path)) == 2)
    let loaded = try WorkspaceLoader().load(root: root)
    // The script is grouped by folder, as before; the ignore line says nothing.
    #expect(loaded.graph.modules.contains { $0.sources == ["dev/release.swift"] })
    let ignoreLines = loaded.diagnostics.filter { $0.location?.file == ".gitignore" }
    #expect(ignoreLines.isEmpty)
  }
}
