import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

@Suite("Workspace loading and the module graph")
struct WorkspaceLoaderTests {
  let workspace = Fixtures.url("Manifests/Workspace")

  func id(_ container: String, _ name: String) -> ModuleID { ModuleID(container: container, name: name) }

  @Test("every package below the root becomes a container, every target a module")
  func containersAndModules() throws {
    let loaded = try WorkspaceLoader().load(root: workspace)
    #expect(
      loaded.graph.containers.filter { $0.kind == .swiftPackage }.map(\.path) == [
        "App/Package.swift", "Packages/CoreKit/Package.swift", "Packages/Features/Package.swift",
      ])
    #expect(loaded.graph.modules.filter { !$0.isExternal }.count == 7)
    let services = try #require(loaded.graph[id("CoreKit", "CoreServices")])
    #expect(services.kind == .regular)
    #expect(services.path == "Packages/CoreKit/Sources/CoreServices")
    #expect(services.sources == ["Packages/CoreKit/Sources/CoreServices/Service.swift"])
    #expect(services.declaredAt == Location(file: "Packages/CoreKit/Package.swift", line: 9, column: 5))
    #expect(loaded.graph[id("App", "AppMain")]?.kind == .executable)
    #expect(loaded.graph[id("CoreKit", "CoreServicesTests")]?.kind == .test)
    #expect(loaded.diagnostics.filter { $0.severity >= .warning }.isEmpty)
  }

  @Test("a product of a local path dependency links to each of its targets")
  func localProducts() throws {
    let graph = try WorkspaceLoader().load(root: workspace).graph
    let edges = graph.dependencies(of: id("App", "AppMain"))
    #expect(
      edges.map(\.to) == [
        id("App", "Support"), id("CoreKit", "CoreModels"), id("CoreKit", "CoreServices"),
        id("Features", "Home"), id("Features", "Profile"), id("external:swift-analytics", "Analytics"),
      ])
    let home = try #require(edges.first { $0.to == id("Features", "Home") })
    #expect(home.kind == .product(package: "Features", product: "Features"))
    #expect(home.location == Location(file: "App/Package.swift", line: 18, column: 9))
  }

  @Test("a remote product becomes an external node, with its condition kept as text")
  func externalProducts() throws {
    let graph = try WorkspaceLoader().load(root: workspace).graph
    let analytics = try #require(graph[id("external:swift-analytics", "Analytics")])
    #expect(analytics.kind == .external)
    #expect(
      graph.containers.contains(
        Container(
          name: "external:swift-analytics", kind: .external, path: "https://example.com/acme/swift-analytics.git")))
    let edge = try #require(graph.dependencies(of: id("App", "AppMain")).first { $0.to == analytics.id })
    #expect(edge.condition == "platforms: iOS, macOS")
    #expect(edge.kind == .product(package: "swift-analytics", product: "Analytics"))
  }

  @Test("byName resolves to a target of the same package first, else to a product of a dependency")
  func byName() throws {
    let graph = try WorkspaceLoader().load(root: workspace).graph
    #expect(
      graph.dependencies(of: id("App", "Support")).map(\.to) == [
        id("CoreKit", "CoreModels"), id("CoreKit", "CoreServices"),
      ])
    let profile = graph.dependencies(of: id("Features", "Profile"))
    #expect(profile.map(\.to) == [id("CoreKit", "CoreModels"), id("CoreKit", "CoreServices"), id("Features", "Home")])
    #expect(profile.first { $0.to == id("Features", "Home") }?.kind == .target)
  }

  @Test("local products can be looked up by path, identity or name")
  func localPackageIndex() throws {
    let index = try WorkspaceLoader().load(root: workspace).localPackages
    let expected = [id("CoreKit", "CoreModels"), id("CoreKit", "CoreServices")]
    #expect(index.modules(forProduct: "CoreKit", inPackage: "Packages/CoreKit") == expected)
    #expect(index.modules(forProduct: "CoreKit", inPackage: "Packages/CoreKit/") == expected)
    #expect(index.modules(forProduct: "CoreKit", inPackage: "App/../Packages/CoreKit") == expected)
    #expect(index.modules(forProduct: "CoreKit", inPackage: "corekit") == expected)
    #expect(
      index.modules(forProduct: "Features", inPackage: "Features") == [
        id("Features", "Home"), id("Features", "Profile"),
      ])
    #expect(index.modules(forProduct: "Missing", inPackage: "Features") == nil)
    #expect(index.modules(forProduct: "CoreKit", inPackage: "Nowhere") == nil)
  }

  @Test("conditions on edges read as written; target edges keep their manifest line")
  func conditionsAndLines() throws {
    let loaded = try WorkspaceLoader().load(root: Fixtures.url("Manifests/TargetDependencies"))
    let edges = loaded.graph.dependencies(of: id("TargetDependencies", "Feature"))
    let haptics = try #require(edges.first { $0.to.name == "Haptics" })
    #expect(haptics.condition == "platforms: iOS, watchOS")
    #expect(haptics.kind == .target)
    #expect(haptics.location == Location(file: "Package.swift", line: 17, column: 9))
    let widgets = try #require(edges.first { $0.to.name == "Widgets" })
    #expect(widgets.to == id("external:widgets", "Widgets"))
    #expect(edges.first { $0.to.name == "Storage" }?.condition == "platforms: Linux")
  }

  @Test("manifest warnings reach the workspace diagnostics with root-relative paths")
  func diagnosticsAreRelative() throws {
    let loaded = try WorkspaceLoader().load(root: Fixtures.url("Manifests"))
    let warning = try #require(loaded.diagnostics.first { $0.message.contains("reads the file system") })
    #expect(warning.location == Location(file: "Unevaluable/Package.swift", line: 6, column: 20))
  }

  @Test("discovery skips build folders, checkouts and hidden folders")
  func discoverySkips() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-discovery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\")\n"
    for folder in [
      "Kept", "Nested/Kept", ".build/checkouts/x", ".build-linux/x", "DerivedData/x", "Pods/x",
      "Carthage/x", "node_modules/x", ".hidden/x", "deps/checkouts/x", ".swiftpm/x",
    ] {
      let url = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try manifest.write(to: url.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
    let found = PackageDiscovery().manifests(below: root).map {
      String($0.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }
    #expect(found == ["Kept/Package.swift", "Nested/Kept/Package.swift"])
  }

  @Test("packages with the same name get distinct containers")
  func duplicateNames() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-dupes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Same", targets: [.target(name: "T")])
      """
    for folder in ["One", "Two"] {
      let url = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent("Sources/T"), withIntermediateDirectories: true)
      try manifest.write(to: url.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }
    let graph = try WorkspaceLoader().load(root: root).graph
    #expect(graph.modules.map(\.id.container) == ["Same (One)", "Same (Two)"])
  }

  @Test("a target at the package's own folder does not compile the manifest")
  func targetAtThePackageRootLeavesTheManifestOut() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-rootpath-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "BuildTools", targets: [.target(name: "BuildTools", path: "")])
      """
    try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try manifest.write(to: root.appendingPathComponent("Package@swift-5.9.swift"), atomically: true, encoding: .utf8)
    try "// Intentionally empty.\n".write(
      to: root.appendingPathComponent("Empty.swift"), atomically: true, encoding: .utf8)
    let graph = try WorkspaceLoader().load(root: root).graph
    #expect(graph.modules.map(\.sources) == [["Empty.swift"]])
  }

  @Test("a regular target with a main.swift is an executable, as SwiftPM builds it")
  func mainSwiftMakesAnExecutable() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-main-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in ["Sources/Convert", "Sources/Core"] {
      try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let manifest = """
      // swift-tools-version:5.2
      import PackageDescription
      let package = Package(name: "Tools", targets: [.target(name: "Convert"), .target(name: "Core")])
      """
    try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "print(1)\n".write(to: root.appendingPathComponent("Sources/Convert/main.swift"), atomically: true, encoding: .utf8)
    try "let x = 1\n".write(to: root.appendingPathComponent("Sources/Core/Core.swift"), atomically: true, encoding: .utf8)
    let graph = try WorkspaceLoader().load(root: root).graph
    #expect(graph.modules.map { "\($0.name) \($0.kind)" } == ["Convert executable", "Core regular"])
  }

  @Test("--evaluate-manifests gives the same graph, with the static reading's locations")
  func exactModeAgrees() throws {
    let fast = try WorkspaceLoader().load(root: workspace)
    let exact = try WorkspaceLoader(evaluateManifests: true).load(root: workspace)
    #expect(exact.graph == fast.graph)
  }
}

@Suite("dump-package reader")
struct DumpPackageReaderTests {
  @Test("decodes SwiftPM's JSON: products, requirements, conditions")
  func decodesFixture() throws {
    let manifest = try DumpPackageReader().read(packageDirectory: Fixtures.url("Manifests/Dependencies"))
    #expect(manifest.name == "Dependencies")
    #expect(
      manifest.products.map(\.kind) == [
        .library(.automatic), .library(.static), .library(.dynamic), .executable, .plugin,
      ])
    let closed = try #require(manifest.dependencies.first { $0.identity == "closed" })
    #expect(closed.requirement == .range(lowerBound: "0.9.0", upperBound: "0.9.8"))
    let renamed = try #require(manifest.dependencies.first { $0.identity == "renamed-repo" })
    #expect(renamed.name == "Renamed")
    #expect(manifest.dependencies.contains { $0.source == .registry(id: "acme.registry-kit") })
  }

  @Test("a manifest that does not compile is a clear error, and the loader falls back to the static reading")
  func brokenManifest() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-broken-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Broken", targets: [.target(name: "A", dependencies: [notDeclared])])
    """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    #expect(throws: DumpPackageReader.Failure.self) { try DumpPackageReader().read(packageDirectory: root) }
    let loaded = try WorkspaceLoader(evaluateManifests: true).load(root: root)
    #expect(loaded.graph.modules.map(\.name) == ["A"])
    #expect(loaded.diagnostics.contains { $0.message.contains("dump-package failed") })
    #expect(loaded.diagnostics.contains { $0.message.contains("unknown name 'notDeclared'") && $0.location?.line == 3 })
  }
}

@Suite("Version-specific manifests")
struct ManifestSelectionTests {
  func folder(_ manifests: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-select-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (file, tools) in manifests {
      try "// swift-tools-version:\(tools)\n".write(
        to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    return root
  }

  func select(_ manifests: [String: String], swift: [Int]) throws -> String {
    let root = try folder(manifests)
    defer { try? FileManager.default.removeItem(at: root) }
    return PackageDiscovery.selectManifest(among: Array(manifests.keys), in: root, swiftVersion: swift)
  }

  @Test("a marker matching the running Swift wins")
  func exactMarker() throws {
    let files = ["Package.swift": "5.9", "Package@swift-6.swift": "6.0", "Package@swift-6.3.swift": "6.0"]
    #expect(try select(files, swift: [6, 3, 1]) == "Package@swift-6.3.swift")
    #expect(try select(files, swift: [6, 1, 0]) == "Package@swift-6.swift")
  }

  @Test("otherwise the newest tools version the running Swift supports")
  func newestCompatible() throws {
    let files = ["Package.swift": "6.0", "Package@swift-5.10.swift": "5.10", "Package@swift-5.9.swift": "5.9"]
    #expect(try select(files, swift: [6, 3, 1]) == "Package.swift")
    #expect(try select(files, swift: [5, 10, 0]) == "Package@swift-5.10.swift")
    #expect(
      try select(["Package.swift": "5.5", "Package@swift-5.9.swift": "5.9"], swift: [6, 3, 1])
        == "Package@swift-5.9.swift")
  }
}
