import Foundation
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// The shared walk (`FileTree`) must find exactly what each stage's own Foundation walk found (`LegacyWalkers`,
/// `LegacyTargetSourceResolver`): on every sample, every fixture folder, and a tree of links, loops, hidden,
/// skipped and bundle folders made for the purpose.
@Suite("One walk of the tree answers as the stages' own walks did")
struct FileTreeOracleTests {
  /// Samples/, Tests/Fixtures/ and every folder below them.
  static let checkedRoots: [URL] = {
    var roots: [URL] = []
    for top in [Fixtures.samples, Fixtures.directory] {
      roots.append(top)
      let enumerator = FileManager.default.enumerator(at: top, includingPropertiesForKeys: [.isDirectoryKey])
      while let url = enumerator?.nextObject() as? URL {
        if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true { roots.append(url) }
      }
    }
    return roots
  }()

  /// A tree with what the checked-in folders lack: links to files and folders, a loop, broken links, hidden and
  /// skipped folders inside target folders, a folder named like a Swift file, bundles; and a folder beside it
  /// (`../Outside`). Remove it with `removeLinkedTree`.
  static func makeLinkedTree() throws -> URL {
    let container = FileManager.default.temporaryDirectory.appendingPathComponent("filetree-\(UUID().uuidString)")
    let root = container.appendingPathComponent("Root")
    let files = [
      "Package.swift": "// swift-tools-version:5.9\n",
      "Sources/App/A.swift": "", "Sources/App/.Hidden.swift": "", "Sources/App/Notes.md": "",
      "Sources/Lib/B.swift": "", "Sources/Lib/Pods/C.swift": "", "Sources/Lib/Guide.docc/D.swift": "",
      "Sources/Lib/checkouts/E.swift": "", "Sources/Lib/.build/F.swift": "",
      "Nested/Package.swift": "// swift-tools-version:5.9\n", "Nested/Sources/N/N.swift": "",
      "App.xcodeproj/project.pbxproj": "", "App.xcodeproj/project.xcworkspace/contents.xcworkspacedata": "",
      "App.xcodeproj/Inner/G.swift": "", "Pods/Pods.xcodeproj/project.pbxproj": "", "Podfile": "",
      "App/Podfile": "", "App/fastlane/Fastfile.swift": "", "App/Main.swift": "", "App/Art.xcassets/H.swift": "",
      "Scripts/Tool.swift": "", "Dangerfile.swift": "", "Folder.swift/I.swift": "", ".git/J.swift": "",
      ".build-linux/K.swift": "", "DerivedData/L.swift": "", "node_modules/M.swift": "",
      "../Outside/O.swift": "", "../Outside/Package.swift": "// swift-tools-version:5.9\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let links = [
      "Sources/App/Linked.swift": "A.swift", "Sources/App/Broken.swift": "Missing.swift",
      "Sources/App/LinkedLib": "../Lib", "Sources/App/Loop": ".", "LinkedPackage": "Nested",
      "FolderLink.swift": "Sources", "App/Shared": "../Sources/Lib", "BrokenFolder": "Gone",
      "LinkedOutside": "../Outside",
    ]
    for (path, destination) in links {
      try FileManager.default.createSymbolicLink(
        atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
    }
    return root
  }

  static func removeLinkedTree(_ root: URL) {
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }

  static func relative(_ url: URL, to root: URL) -> String {
    TargetSourceResolver.relativePath(url.path, to: root.standardizedFileURL.path)
  }

  /// Every question the stages ask of a whole tree, old walks against the one walk.
  static func expectSameWalks(root: URL) {
    let tree = FileTree(root: root.standardizedFileURL.path)
    #expect(
      tree.manifests() == LegacyWalkers.manifests(below: root).map { relative($0, to: root) }, "\(root.path)")
    #expect(tree.swiftFiles() == LegacyWalkers.swiftFiles(under: root), "\(root.path)")
    let xcode = LegacyWalkers.discoverXcode(root: root)
    let found = XcodeWorkspaceLoader.discover(tree: tree)
    #expect(found.projects == xcode.projects && found.workspaces == xcode.workspaces, "\(root.path)")
    #expect(found.podfiles == xcode.podfiles, "\(root.path)")
    #expect(InferredModules.swiftFiles(tree: tree) == LegacyWalkers.inferredSwiftFiles(root: root), "\(root.path)")
  }

  @Test func everySampleAndFixtureFolderIsWalkedAlike() {
    #expect(Self.checkedRoots.count > 100)
    for root in Self.checkedRoots { Self.expectSameWalks(root: root) }
  }

  @Test func linksLoopsAndSkippedFoldersAreWalkedAlike() throws {
    let root = try Self.makeLinkedTree()
    defer { Self.removeLinkedTree(root) }
    Self.expectSameWalks(root: root)
    let tree = FileTree(root: root.path)
    #expect(tree.manifests() == ["Nested/Package.swift", "Package.swift"])
    #expect(tree.swiftFiles().contains("Sources/App/Linked.swift"))
  }

  /// Target sources follow links, except into a loop or out of the root (the old walk followed a loop until the
  /// system stopped resolving it, and a link out of the root wherever it led); synchronized folders and package
  /// searches start below the root, inside skipped folders and behind links.
  @Test func foldersBelowTheRootAreCollectedAlike() throws {
    let linked = try Self.makeLinkedTree()
    defer { Self.removeLinkedTree(linked) }
    for root in [Fixtures.samples, Fixtures.directory, linked] {
      let tree = FileTree(root: root.path)
      let everything = LegacyWalkers.list(root: root) { _, _ in false }.folders
      let beyond = root == linked ? ["Sources/App/LinkedLib", "Sources/App/Loop", "App/Shared", "Pods", "../Outside"] : []
      for start in [""] + everything + beyond {
        var old: Set<String> = []
        LegacyWalkers.collectSwiftFiles(
          at: XcodePath.url(start, root: root).standardizedFileURL, excluded: [], into: &old)
        var new: Set<String> = []
        var skipped: [FileTree.Skipped] = []
        let startPath = XcodePath.normalize(tree.absolutePath(start))
        tree.swiftSourcesFollowingLinks(at: startPath, excluded: [], into: &new, skipped: &skipped)
        let expected: Set<String> = start == "../Outside" ? [] : old.filter {
          let rest = $0.dropFirst(startPath.count)
          return !rest.contains("/Loop/") && !rest.contains("/LinkedOutside/")
        }
        #expect(new == expected, "\(root.path) \(start)")
        #expect(skipped.isEmpty == (new == old), "\(root.path) \(start): \(skipped)")
        #expect(
          tree.list(from: start, skipsFolder: XcodeProjectReader.isSynchronizedFolderSkipped(opaque: [])).files
            == LegacyWalkers.synchronizedFiles(root: root, folder: start, opaque: []), "\(root.path) \(start)")
        #expect(
          tree.manifests(below: start).map { XcodePath.relative(absolute: tree.absolutePath($0), root: root) }
            == LegacyWalkers.manifests(below: XcodePath.url(start, root: root)).map {
              XcodePath.relative(absolute: $0.path, root: root)
            }, "\(root.path) \(start)")
      }
    }
  }

  /// Every target of every package in the samples and fixtures resolves to the same folder and sources.
  @Test func everyTargetResolvesAlike() throws {
    let linked = try Self.makeLinkedTree()
    defer { Self.removeLinkedTree(linked) }
    var resolved = 0
    for root in [Fixtures.samples, Fixtures.directory, linked] {
      let tree = FileTree(root: root.path)
      let resolver = TargetSourceResolver(root: root, tree: tree)
      let legacy = LegacyTargetSourceResolver(root: root)
      for manifestPath in tree.manifests() {
        let url = URL(fileURLWithPath: tree.absolutePath(manifestPath))
        guard let manifest = try? StaticManifestReader().read(contentsOf: url, displayPath: manifestPath) else {
          continue
        }
        let folder = url.deletingLastPathComponent()
        for target in manifest.targets {
          let old = legacy.resolve(target, packageDirectory: folder, in: manifest)
          // The old walk did not follow sources that are links to the files they point to (`ProductCodeTests` does).
          var new = resolver.resolve(target, packageDirectory: folder, in: manifest)
          new.links = [:]
          // Nor did it list the Swift files a target's `exclude:` and `resources:` leave out.
          new.leftOut = []
          #expect(new == old, "\(manifestPath) \(target.name)")
          resolved += 1
        }
      }
    }
    #expect(resolved > 50)
  }
}
