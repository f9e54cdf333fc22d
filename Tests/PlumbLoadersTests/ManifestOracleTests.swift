import Foundation
import PlumbLoaders
import PlumbModel
import PlumbTestSupport
import Testing

/// The static reading of every manifest we have must equal what SwiftPM itself makes of it
/// (`swift package dump-package`, which runs the manifest): the fixtures, the samples, and any folders listed
/// in `PLUMB_ORACLE_EXTRA` (colon-separated; used to try real-world packages by hand).
@Suite("Static reading matches dump-package")
struct ManifestOracleTests {
  /// Fixtures that are unevaluable on purpose: their own tests check the warnings instead. `Swift3` is of a tools
  /// version today's SwiftPM no longer reads; its own test checks what SwiftPM 3 made of it.
  /// `RangeRequirement` holds a requirement plumb cannot read on purpose (the package is kept, its version unknown),
  /// which `dump-package` reads.
  static let excluded: Set<String> = ["Unevaluable", "Swift3", "RangeRequirement"]

  static func manifestFolders() -> [URL] {
    var folders = Fixtures.manifestCases().filter { !excluded.contains($0.lastPathComponent) }
    #expect(folders.count >= 15)
    folders += PackageDiscovery().manifests(below: Fixtures.samples).map { $0.deletingLastPathComponent() }
    if let extra = ProcessInfo.processInfo.environment["PLUMB_ORACLE_EXTRA"] {
      for path in extra.split(separator: ":") {
        folders += PackageDiscovery().manifests(below: URL(fileURLWithPath: String(path)))
          .map { $0.deletingLastPathComponent() }
      }
    }
    return folders
  }

  @Test("static reading equals dump-package", arguments: manifestFolders())
  func staticEqualsDumpPackage(folder: URL) throws {
    let manifestURL = try #require(PackageDiscovery().manifest(in: folder))
    let staticReading = try StaticManifestReader().read(contentsOf: manifestURL, displayPath: "Package.swift")
    let exact = try DumpPackageReader().read(packageDirectory: folder)
    let differences = ManifestDifference.between(staticReading.declarationsOnly, exact.declarationsOnly)
    #expect(differences.isEmpty, Comment(rawValue: "\(folder.path):\n" + differences.joined(separator: "\n")))
  }

  @Test("dump-package leaves nothing behind in the package folder")
  func dumpPackageLeavesNoTrace() throws {
    let folder = Fixtures.url("Manifests/Basic")
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    _ = try DumpPackageReader().read(packageDirectory: folder)
    let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(before == after)
  }
}

extension Fixtures {
  /// Every folder below `Tests/Fixtures/Manifests` that holds a Package.swift (a case, or a package of the
  /// `Workspace` case).
  static func manifestCases() -> [URL] {
    PackageDiscovery().manifests(below: url("Manifests")).map { $0.deletingLastPathComponent() }
  }
}

/// Readable differences between two manifests, so a failing comparison says what differs.
enum ManifestDifference {
  static func between(_ a: PackageManifest, _ b: PackageManifest) -> [String] {
    var lines: [String] = []
    func check<T: Equatable>(_ what: String, _ x: T, _ y: T) {
      if x != y { lines.append("\(what): static \(x) ≠ dump-package \(y)") }
    }
    check("name", a.name, b.name)
    check("tools version", a.toolsVersion, b.toolsVersion)
    check("platforms", a.platforms, b.platforms)
    check("products", a.products, b.products)
    check("package dependencies", a.dependencies, b.dependencies)
    check("target names", a.targets.map(\.name), b.targets.map(\.name))
    for (x, y) in zip(a.targets, b.targets) where x != y {
      check("target \(x.name) kind", x.kind, y.kind)
      check("target \(x.name) dependencies", x.dependencies, y.dependencies)
      check("target \(x.name) path", x.path, y.path)
      check("target \(x.name) exclude", x.exclude, y.exclude)
      check("target \(x.name) sources", x.sources, y.sources)
    }
    return lines
  }
}
