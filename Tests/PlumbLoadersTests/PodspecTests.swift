import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// CocoaPods development pods read from their podspecs (the `Generators/Podspec` fixture): an app whose Podfile
/// names three local pods, one selected through a subspec and depending on another, one with a test spec, one
/// described in JSON.
@Suite struct PodspecTests {
  static let root = Fixtures.url("Generators/Podspec")

  private func text(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  private func edges(_ graph: ModuleGraph) -> [String] {
    graph.dependencies.map { dependency in
      let kind: String
      switch dependency.kind {
      case .target: kind = "target"
      case .product(let package, let product): kind = "product \(package)/\(product)"
      case .pod(let name): kind = "pod \(name)"
      case .importOnly: kind = "import"
      }
      return "\(dependency.from) -> \(dependency.to) (\(kind)) \(dependency.location?.description ?? "")"
    }
  }

  @Test func rubyDSLWithVariablesSubspecsAndAnUnresolvedName() throws {
    let path = "LocalPods/Catalog/Catalog.podspec"
    let (podspec, diagnostics) = PodspecRubyReader.read(text: try text(path), path: path, fallbackName: "Catalog")
    let root = podspec.root
    // The name comes from a local variable; the module is named otherwise.
    #expect(root.name == "Catalog")
    #expect(root.moduleName == "CatalogKit")
    #expect(root.platforms == ["ios", "tvos"])
    #expect(root.defaultSubspecs == ["Core"])
    #expect(root.subspecs.map(\.name) == ["Core", "UI", "Preview"])
    // `#{spec.name}` and `#{pod_name}` are resolved; a platform-scoped dependency counts.
    #expect(root.subspecs[0].sourceFiles == [Podspec.Located(value: "Catalog/Core/**/*.swift", line: 14)])
    #expect(root.subspecs[1].dependencies.map(\.value) == ["Catalog/Core", "Kingfisher/Core"])
    #expect(root.dependencies.isEmpty)
    #expect(
      diagnostics.map(\.description) == [
        "LocalPods/Catalog/Catalog.podspec:11: note: a podspec value that is not a literal is not read: "
          + "spec.dependency extra_pod if extra_pod"
      ])
  }

  @Test func heredocsMultiLineValuesAndTestSpecs() throws {
    let path = "LocalPods/Networking/Networking.podspec"
    let (podspec, diagnostics) = PodspecRubyReader.read(text: try text(path), path: path, fallbackName: "Networking")
    #expect(diagnostics.isEmpty)
    let root = podspec.root
    // The `end` inside the description's heredoc closes nothing: what follows still belongs to the root spec.
    #expect(root.sourceFiles == [Podspec.Located(value: "Sources/**/*.swift", line: 18)])
    #expect(root.excludeFiles.map(\.value) == ["Sources/Legacy"])
    #expect(root.dependencies == [Podspec.Located(value: "Alamofire", line: 22)])
    #expect(root.platforms == ["ios"])
    #expect(root.testSpecs.map(\.name) == ["Tests"])
    #expect(root.testSpecs.first?.kind == .test(isUI: false))
    #expect(root.testSpecs.first?.dependencies.map(\.value) == ["OHHTTPStubs/Swift"])
  }

  @Test func jsonPodspec() throws {
    let path = "LocalPods/Analytics/Analytics.podspec.json"
    let podspec = try PodspecJSONReader.read(text: try text(path), path: path, fallbackName: "Analytics")
    #expect(podspec.root.name == "Analytics")
    #expect(podspec.root.platforms == ["ios"])
    #expect(podspec.root.sourceFiles == [Podspec.Located(value: "Sources/*.swift", line: 8)])
    #expect(
      podspec.root.dependencies == [
        Podspec.Located(value: "Networking", line: 10), Podspec.Located(value: "Segment", line: 11),
      ])
    #expect(podspec.root.testSpecs.map(\.name) == ["Tests"])
    #expect(throws: PodspecJSONReader.Failure.self) {
      try PodspecJSONReader.read(text: "{ \"name\": ", path: "X.podspec.json", fallbackName: "X")
    }
  }

  @Test func theWholeWorkspaceMapsPodsToTheirPodspecs() throws {
    let workspace = try WorkspaceLoader().load(root: Self.root)
    #expect(
      workspace.diagnostics.map(\.description) == [
        "LocalPods/Catalog/Catalog.podspec:11: note: a podspec value that is not a literal is not read: "
          + "spec.dependency extra_pod if extra_pod"
      ])
    let modules = workspace.graph.modules.filter { $0.kind != .external }
    #expect(
      modules.map { "\($0.id) \($0.kind)" } == [
        "Analytics.podspec.json/Analytics framework", "Analytics.podspec.json/Analytics-Unit-Tests unitTest",
        "Catalog.podspec/Catalog framework", "Networking.podspec/Networking framework",
        "Networking.podspec/Networking-Unit-Tests unitTest", "Shop.xcodeproj/Shop app",
        "Shop.xcodeproj/ShopTests unitTest",
      ])
    let catalog = try #require(modules.first { $0.name == "Catalog" })
    // The selected UI subspec brings Core along; the unselected Preview subspec is not built, and its file makes
    // no folder module either, nor does the excluded legacy client.
    #expect(
      catalog.sources == [
        "LocalPods/Catalog/Catalog/Core/Product.swift", "LocalPods/Catalog/Catalog/UI/ProductCard.swift",
      ])
    #expect(catalog.build.moduleName == "CatalogKit")
    #expect(catalog.build.platforms == ["iOS", "tvOS"])
    #expect(catalog.declaredAt == Location(file: "LocalPods/Catalog/Catalog.podspec", line: 5))
    let networking = try #require(modules.first { $0.name == "Networking" })
    #expect(
      networking.sources == [
        "LocalPods/Networking/Sources/Client.swift", "LocalPods/Networking/Sources/Internal/Retry.swift",
      ])
    #expect(
      workspace.graph.containers.filter { $0.kind == .podspec }.map(\.path) == [
        "LocalPods/Analytics/Analytics.podspec.json", "LocalPods/Catalog/Catalog.podspec",
        "LocalPods/Networking/Networking.podspec",
      ])
    #expect(
      edges(workspace.graph) == [
        "Analytics.podspec.json/Analytics -> Networking.podspec/Networking (target) "
          + "LocalPods/Analytics/Analytics.podspec.json:10",
        "Analytics.podspec.json/Analytics -> external:cocoapods/Segment (product cocoapods/Segment) "
          + "LocalPods/Analytics/Analytics.podspec.json:11",
        // A test spec's dependency on its pod is CocoaPods', not written: a pod edge, which rules do not judge.
        "Analytics.podspec.json/Analytics-Unit-Tests -> Analytics.podspec.json/Analytics (pod Analytics) "
          + "LocalPods/Analytics/Analytics.podspec.json:15",
        "Catalog.podspec/Catalog -> Networking.podspec/Networking (target) LocalPods/Catalog/Catalog.podspec:15",
        "Catalog.podspec/Catalog -> external:cocoapods/Kingfisher (product cocoapods/Kingfisher) "
          + "LocalPods/Catalog/Catalog.podspec:21",
        "Networking.podspec/Networking -> external:cocoapods/Alamofire (product cocoapods/Alamofire) "
          + "LocalPods/Networking/Networking.podspec:22",
        "Networking.podspec/Networking-Unit-Tests -> Networking.podspec/Networking (pod Networking) "
          + "LocalPods/Networking/Networking.podspec:24",
        "Networking.podspec/Networking-Unit-Tests -> external:cocoapods/OHHTTPStubs (product cocoapods/OHHTTPStubs) "
          + "LocalPods/Networking/Networking.podspec:26",
        "Shop.xcodeproj/Shop -> Analytics.podspec.json/Analytics (pod Analytics) Podfile:10",
        "Shop.xcodeproj/Shop -> Catalog.podspec/Catalog (pod Catalog) Podfile:8",
        "Shop.xcodeproj/Shop -> Networking.podspec/Networking (pod Networking) Podfile:9",
        "Shop.xcodeproj/Shop -> external:cocoapods/Alamofire (pod Alamofire) Podfile:11",
        "Shop.xcodeproj/ShopTests -> Analytics.podspec.json/Analytics (pod Analytics) Podfile:10",
        "Shop.xcodeproj/ShopTests -> Catalog.podspec/Catalog (pod Catalog) Podfile:8",
        "Shop.xcodeproj/ShopTests -> Networking.podspec/Networking (pod Networking) Podfile:9",
        "Shop.xcodeproj/ShopTests -> Shop.xcodeproj/Shop (target) Shop.xcodeproj/project.pbxproj:27",
        "Shop.xcodeproj/ShopTests -> external:cocoapods/Alamofire (pod Alamofire) Podfile:11",
      ])
  }

  @Test func aMissingPodspecIsAWarningAtThePodfileLine() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-podspec-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Podfile": "target 'App' do\n  pod 'Ghost', :path => 'Modules/Ghost'\n  pod 'Far', :path => '../Far'\n"
        + "  pod 'Kit', :path => 'Kit'\n  pod 'Layout', :path => 'Vendor/Layout.podspec'\n"
        + "  pod 'Dual', :path => 'Dual'\n  pod 'Empty', :path => 'Empty'\n"
        + "  pod 'RNKit', :path => 'node_modules/rn-kit'\nend\n",
      // A pattern naming a folder stands for the files directly in it; CocoaPods matches case-insensitively.
      "Kit/Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'sources', 'Extra/*.SWIFT'\nend\n",
      "Kit/Sources/A.swift": "", "Kit/Sources/Deep/B.swift": "", "Kit/Extra/C.swift": "",
      // `:path` may name the podspec itself; its globs are relative to its folder.
      "Vendor/Layout.podspec": "Pod::Spec.new do |s|\n  s.name = 'Layout'\n  s.source_files = 'Layout/**/*'\nend\n",
      "Vendor/Layout/Grid.swift": "", "Vendor/Layout/Grid.h": "",
      // A pod that is also a Swift package is read as the package, once.
      "Dual/Dual.podspec": "Pod::Spec.new do |s|\n  s.name = 'Dual'\n  s.source_files = 'Sources/**/*'\nend\n",
      "Dual/Package.swift": "// swift-tools-version:5.9\n", "Dual/Sources/Dual/Dual.swift": "",
      // Globs that match only a hidden placeholder match nothing: the pod's Swift file beside them is not built.
      "Empty/Empty.podspec": "Pod::Spec.new do |s|\n  s.name = 'Empty'\n  s.source_files = 'Empty/Classes/**/*'\nend\n",
      "Empty/Empty/Classes/.gitkeep": "", "Empty/Manager.swift": "",
      // Pods in folders the walk skips (`node_modules`) are other people's code, left as external nodes.
      "node_modules/rn-kit/RNKit.podspec": "Pod::Spec.new do |s|\n  s.name = 'RNKit'\nend\n",
    ]
    for (path, content) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url, atomically: true, encoding: .utf8)
    }
    let reading = PodspecReader.read(root: root, tree: FileTree(root: root.path))
    #expect(
      reading.diagnostics.map(\.description) == [
        "Podfile:2: warning: the development pod 'Ghost' has no podspec at 'Modules/Ghost/Ghost.podspec'; its files "
          + "are not read as the pod's module",
        "Podfile:3: note: the development pod 'Far' is at '../Far', outside the analysed folder; it is kept as an "
          + "external node (analyse a folder that holds both to see its module)",
        "Podfile:6: note: the development pod 'Dual' is also a Swift package ('Dual/Package.swift'); its modules are "
          + "read from the package, not from the podspec",
        "Empty/Empty.podspec:3: warning: the source_files of the development pod 'Empty' match no file of 'Empty' "
          + "('Empty/Classes/**/*'): CocoaPods builds an empty module",
      ])
    #expect(reading.projects.map(\.fileName) == ["Kit.podspec", "Layout.podspec", "Empty.podspec"])
    #expect(reading.projects.last?.targets.first?.sources == [])
    #expect(reading.leftOutSources.contains("Empty/Manager.swift"))
    #expect(reading.projects.first?.targets.first?.sources == ["Kit/Extra/C.swift", "Kit/Sources/A.swift"])
    #expect(reading.projects[1].targets.first?.sources == ["Vendor/Layout/Grid.swift"])
  }
}

/// A development pod whose folder holds a project of its own: the project is kept when it builds all of the pod's
/// sources, and left out for the podspec when it is stale.
@Suite struct PodOwnProjectTests {
  private func project(_ path: String, sources: [String], format: Container.Kind = .xcodeProject) -> XcodeProject {
    var target = XcodeTarget(name: "Kit", productType: "com.apple.product-type.framework", sources: sources)
    target.build.moduleName = "Kit"
    var project = XcodeProject(
      fileName: XcodePath.lastComponent(path), path: path, sourceRoot: XcodePath.parent(path), targets: [target])
    project.format = format
    if format == .podspec { project.specPath = path }
    return project
  }

  @Test func aCompleteOwnProjectIsKept() {
    let spec = project("Pods/Kit/Kit.podspec", sources: ["Pods/Kit/A.swift"], format: .podspec)
    let own = project("Pods/Kit/Kit.xcodeproj", sources: ["Pods/Kit/A.swift", "Pods/Kit/B.swift"])
    // Another pod's dependency on Kit goes to the kept project's target.
    var user = project("Pods/User/User.podspec", sources: ["Pods/User/U.swift"], format: .podspec)
    user.targets[0].name = "User"
    user.targets[0].build.moduleName = "User"
    user.targets[0].dependencies = [XcodeTargetDependency(targetName: "Kit", projectFileName: "Kit.podspec", line: 4)]
    let result = XcodeWorkspaceLoader.reconcilePodProjects([spec, user], with: [own])
    #expect(result.specs.map(\.path) == ["Pods/User/User.podspec"])
    #expect(
      result.specs.first?.targets.first?.dependencies == [
        XcodeTargetDependency(targetName: "Kit", projectFileName: "Kit.xcodeproj", line: 4)
      ])
    #expect(result.onDisk.map(\.path) == ["Pods/Kit/Kit.xcodeproj"])
    #expect(result.diagnostics.isEmpty)
  }

  @Test func aStaleOwnProjectGivesWayToThePodspec() {
    let spec = project("Pods/Kit/Kit.podspec", sources: ["Pods/Kit/A.swift", "Pods/Kit/C.swift"], format: .podspec)
    let own = project("Pods/Kit/Kit.xcodeproj", sources: ["Pods/Kit/A.swift"])
    // An Example app's project lower down builds no module of the pod and stays.
    let example = XcodeProject(
      fileName: "Example.xcodeproj", path: "Pods/Kit/Example/Example.xcodeproj", sourceRoot: "Pods/Kit/Example",
      targets: [XcodeTarget(name: "Example", productType: "com.apple.product-type.application")])
    let result = XcodeWorkspaceLoader.reconcilePodProjects([spec], with: [own, example])
    #expect(result.specs.map(\.path) == ["Pods/Kit/Kit.podspec"])
    #expect(result.onDisk.map(\.path) == ["Pods/Kit/Example/Example.xcodeproj"])
    #expect(
      result.diagnostics.map(\.description) == [
        "Pods/Kit/Kit.xcodeproj/project.pbxproj: note: Pods/Kit/Kit.xcodeproj beside the development pod 'Kit' does "
          + "not compile all of its podspec's sources; CocoaPods builds the pod from the podspec, which is read "
          + "instead of the project"
      ])
  }
}
