import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Reading Bazel BUILD files without running Bazel: packages, labels, globs, select, macros, and the whole path
/// through the workspace loader.
@Suite struct BazelSpecTests {
  static let root = Fixtures.url("Generators/Bazel/Workspace")

  private func reading() -> ProjectSpecReading {
    BazelSpecReader.read(root: Self.root, tree: FileTree(root: Self.root.path))
  }

  private func target(_ name: String, of package: String, in reading: ProjectSpecReading) -> XcodeTarget? {
    reading.projects.first { $0.fileName == package }?.target(named: name)
  }

  @Test func eachPackageWithModuleTargetsIsOneProject() {
    let result = reading()
    #expect(
      result.projects.map(\.fileName) == [
        "//", "//Modules/Core", "//Modules/Debug", "//Modules/Feature", "//Modules/Feature/Sub", "//Pods/Vendor",
        // A module of its own (`third_party/kit/MODULE.bazel`): its packages are labelled apart.
        "third_party/kit//",
      ])
    let root = result.projects[0]
    #expect(root.format == .bazel)
    #expect(root.specPath == "BUILD.bazel")
    #expect(root.path == "")
    #expect(result.projects[3].specPath == "Modules/Feature/BUILD")
    #expect(result.projects[3].path == "Modules/Feature")
    #expect(result.generatedProjects.isEmpty)
    #expect(
      root.targets.map(\.name) == [
        "AppLib", "Shop", "ShopWatch", "ShopWatchExtension", "ShopTestsLib", "ShopTests", "ShopTestSuite",
      ])
    #expect(
      root.targets.map(\.productType) == [
        "com.apple.product-type.library.static", "com.apple.product-type.application",
        "com.apple.product-type.application.watchapp2", "com.apple.product-type.watchkit2-extension",
        // A testonly library that only test bundles depend on holds the tests.
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.unit-test",
        "com.apple.product-type.bundle.unit-test",
      ])
    #expect(root.targets[1].build.platforms == ["iOS"])
    #expect(root.targets[1].line == 18)
  }

  @Test func labelsOfEveryFormResolve() {
    let result = reading()
    let app = target("AppLib", of: "//", in: result)
    // `//path:name`; `//Modules/Legacy` is a macro's target and `//Modules/Missing:Gone` has no package.
    #expect(app?.dependencies.map(\.targetName) == ["Feature"])
    #expect(app?.dependencies.first?.projectFileName == "//Modules/Feature")
    #expect(app?.dependencies.first?.line == 11)
    #expect(
      app?.packageProducts == [
        XcodePackageProduct(productName: "SwiftKit", package: .local(path: "third_party/swiftkit"), line: 14)
      ])
    // `:name`.
    #expect(target("Shop", of: "//", in: result)?.dependencies.map(\.targetName) == ["AppLib", "ShopWatch"])
    #expect(target("Shop", of: "//", in: result)?.dependencies.map(\.isEmbedded) == [false, true])
    // `name`, in the same package.
    let tests = target("ShopTestsLib", of: "//", in: result)
    #expect(tests?.dependencies.map(\.targetName) == ["AppLib"])
    #expect(tests?.dependencies.first?.projectFileName == nil)
    // `//path` (from a variable), `@repo//:Product`, and every branch of a select.
    let feature = target("Feature", of: "//Modules/Feature", in: result)
    // `@kit//:Kit` is a repository in a folder of the workspace (`local_path_override`): read from there.
    #expect(feature?.dependencies.map(\.targetName) == ["Core", "Kit", "Debug"])
    #expect(
      feature?.dependencies.map(\.projectFileName) == ["//Modules/Core", "third_party/kit//", "//Modules/Debug"])
    #expect(
      feature?.packageProducts == [
        XcodePackageProduct(
          productName: "Alamofire", package: .remote(url: "@swiftpkg_alamofire", requirement: nil), line: 13)
      ])
  }

  @Test func globsStopAtSubPackagesAndHonourExclude() {
    let result = reading()
    #expect(
      target("Feature", of: "//Modules/Feature", in: result)?.sources == ["Modules/Feature/Sources/FeatureView.swift"])
    #expect(
      target("FeatureTests", of: "//Modules/Feature", in: result)?.sources
        == ["Modules/Feature/Tests/FeatureTests.swift"])
    #expect(target("Sub", of: "//Modules/Feature/Sub", in: result)?.sources == ["Modules/Feature/Sub/Sub.swift"])
    #expect(target("AppLib", of: "//", in: result)?.sources == ["Sources/App/ShopApp.swift"])
    #expect(target("Debug", of: "//Modules/Debug", in: result)?.sources == ["Modules/Debug/DebugMenu.swift"])
    #expect(target("DebugSupport", of: "//Modules/Debug", in: result)?.sources == [])
    // `swift_srcs` of a mixed_language_library.
    #expect(target("DebugMixed", of: "//Modules/Debug", in: result)?.sources == ["Modules/Debug/DebugMixed.swift"])
  }

  @Test func moduleNamesAreWrittenOrDerivedFromTheLabel() {
    let result = reading()
    #expect(target("AppLib", of: "//", in: result)?.build.moduleName == "Shop")
    #expect(target("Feature", of: "//Modules/Feature", in: result)?.build.moduleName == nil)
    #expect(target("Core", of: "//Modules/Core", in: result)?.build.moduleName == "Modules_Core_Core")
    // A rules_apple bundle compiles nothing: no import means it.
    #expect(target("Shop", of: "//", in: result)?.build.moduleName == "Shop.app")
    #expect(BazelRules.derivedModuleName(package: "", name: "App") == "App")
    #expect(BazelRules.derivedModuleName(package: "a-b//c", name: "d.e") == "a_b_c_d_e")
    #expect(BazelRules.derivedModuleName(package: "", name: "3d") == "_3d")
  }

  @Test func testHostInTheSamePackage() {
    let tests = target("ShopTests", of: "//", in: reading())
    #expect(tests?.testHostProductName == "Shop")
    #expect(tests?.dependencies.map(\.targetName) == ["ShopTestsLib"])
  }

  @Test func macrosSelectAndMissingTargetsAreSaid() {
    let result = reading()
    let said = result.diagnostics.map { "\($0.severity) \($0.location?.description ?? "") \($0.message)" }
    #expect(
      said.contains(
        "note Modules/Legacy/BUILD:3 'legacy_module' (loaded from //bazel:macros.bzl) is a macro or rule plumb does "
          + "not evaluate: the targets its 1 call in Modules/Legacy/BUILD declare are missing from the graph, and 1 "
          + "dependency on them is left out"))
    #expect(
      said.contains(
        "note Modules/Feature/BUILD:15 select() is used in 1 BUILD file: every branch's dependencies and sources "
          + "are read, as if every configuration were built at once"))
    #expect(
      said.contains(
        "warning BUILD.bazel:13 target 'AppLib' depends on '//Modules/Missing:Gone', but no BUILD file declares "
          + "package //Modules/Missing; the edge is left out"))
    // A value loaded from a .bzl file, in an attribute plumb reads: the rest of the list is read.
    #expect(
      said.contains(
        "warning Modules/Core/BUILD:8 part of 'deps' of target 'Core' is not read: 'CORE_DEPS' is loaded from "
          + "//bazel:macros.bzl, which is not evaluated"))
    #expect(target("Core", of: "//Modules/Core", in: result)?.dependencies.map(\.targetName) == ["CoreSupport"])
    // A source a genrule generates is a note, not a missing file.
    #expect(
      said.contains(
        "note Modules/Debug/BUILD.bazel:8 the sources of 'Debug' include 'Version.swift', which target 'version' "
          + "generates; plumb does not build it, so that Swift file is not read"))
    #expect(result.diagnostics.count == 5)
    // A macro's targets may compile files of any package of its workspace: none is guessed into folder modules.
    #expect(result.unreadFolders.contains("Modules/Legacy"))
    #expect(result.unreadFolders.count == 8)
    #expect(!result.unreadFolders.contains("third_party/kit"))
  }

  @Test func theWorkspaceLoaderMapsTheBazelGraph() throws {
    let loaded = try WorkspaceLoader().load(root: Self.root)
    let graph = loaded.graph
    #expect(
      graph.containers.filter { $0.kind == .bazel }.map(\.name).sorted() == [
        "//", "//Modules/Core", "//Modules/Debug", "//Modules/Feature", "//Modules/Feature/Sub", "//Pods/Vendor",
        // A module of its own (`third_party/kit/MODULE.bazel`): its packages are labelled apart.
        "third_party/kit//",
      ])
    let edges = graph.dependencies.map { "\($0.from) -> \($0.to)" }.sorted()
    #expect(
      edges == [
        "///AppLib -> //Modules/Feature/Feature",
        // `@swiftpkg_swiftkit//:SwiftKit`: rules_swift_package_manager's repository of a package of the tree.
        "///AppLib -> SwiftKit/SwiftKitCore",
        "///Shop -> ///AppLib",
        "///Shop -> ///ShopWatch",
        "///ShopTestSuite -> ///Shop",
        "///ShopTestSuite -> ///ShopTestsLib",
        "///ShopTests -> ///Shop",
        "///ShopTests -> ///ShopTestsLib",
        "///ShopTestsLib -> ///AppLib",
        "///ShopWatch -> ///ShopWatchExtension",
        "//Modules/Core/Core -> //Modules/Core/CoreSupport",
        "//Modules/Debug/Debug -> //Modules/Debug/DebugMixed",
        "//Modules/Debug/Debug -> //Modules/Debug/DebugSupport",
        // A package in a Pods folder, which the walk of the sources leaves alone.
        "//Modules/Debug/Debug -> //Pods/Vendor/Vendor",
        "//Modules/Feature/Feature -> //Modules/Core/Core",
        "//Modules/Feature/Feature -> //Modules/Debug/Debug",
        "//Modules/Feature/Feature -> external:@swiftpkg_alamofire/Alamofire",
        "//Modules/Feature/Feature -> third_party/kit///Kit",
        "//Modules/Feature/FeatureTests -> //Modules/Feature/Feature",
      ])
    #expect(graph.modules.first { $0.id.name == "Shop" }?.kind == .app)
    #expect(graph.modules.first { $0.id.name == "ShopTests" }?.kind == .unitTest)
    // No folder module for the macro's sources nor for the BUILD-covered files.
    #expect(!graph.modules.contains { $0.sources.contains("Modules/Legacy/Legacy.swift") })
    #expect(graph.modules.filter { $0.id.container == InferredModules.container.name }.isEmpty)
  }

  /// swift-protobuf keeps the upstream BUILD files of the C++ it vendors, with no Bazel workspace anywhere: they
  /// were read as the project's build (1,264 false problems). Bazel builds only inside a workspace, so they are left
  /// out, said in one note, and the package is read as it is.
  @Test func buildFilesInNoWorkspaceAreNotTheBuild() throws {
    let root = Fixtures.url("Generators/Bazel/VendoredBuildFiles")
    let reading = BazelSpecReader.read(root: root, tree: FileTree(root: root.path))
    #expect(reading.projects.isEmpty)
    #expect(
      reading.diagnostics.map { "\($0.severity) \($0.location?.description ?? "") \($0.message)" } == [
        "note Sources/CWire/vendor/BUILD.bazel:1 BUILD files in no Bazel workspace (no MODULE.bazel, REPO.bazel, "
          + "WORKSPACE or WORKSPACE.bazel in or above their folder) are not read: Bazel would not build them (2 files, "
          + "the first 'Sources/CWire/vendor/BUILD.bazel')"
      ])
    let loaded = try WorkspaceLoader().load(root: root)
    #expect(loaded.graph.modules.map(\.id.name).sorted() == ["CWire", "Wire", "WireTests"])
    #expect(!loaded.diagnostics.contains { $0.severity != .note })
  }

  @Test func aFolderInsideTheWorkspaceKeepsTheWorkspacesLabels() {
    let folder = Self.root.appendingPathComponent("Modules/Feature")
    let result = BazelSpecReader.read(root: folder, tree: FileTree(root: folder.path))
    #expect(result.projects.map(\.fileName) == ["//Modules/Feature", "//Modules/Feature/Sub"])
    #expect(result.projects.map(\.path) == ["", "Sub"])
    let feature = result.projects[0].target(named: "Feature")
    #expect(feature?.sources == ["Sources/FeatureView.swift"])
    #expect(feature?.dependencies.isEmpty == true)
    // The derived module name is the workspace's, not the analysed folder's.
    #expect(result.projects[1].targets.first?.build.moduleName == "Modules_Feature_Sub_Sub")
    let said = result.diagnostics.map { "\($0.severity) \($0.location?.description ?? "") \($0.message)" }
    #expect(
      said.contains(
        "note BUILD:3 target 'Feature' depends on '//Modules/Core', but //Modules/Core lies outside the analysed "
          + "folder; the edge is left out (analyse the workspace's folder to see it)"))
  }

  // MARK: Parsing and evaluating

  @Test func malformedInputIsAProblemWithItsLineAndTheRestIsRead() {
    let text = """
      swift_library(
          name = "A",
          srcs = ["a.swift",
      )
      x = 'unclosed
      def helper():
          return 1
      swift_library(name = "B") swift_library(name = "X")
      swift_library(name = "C")
      """
    let (statements, problems) = StarlarkParser.parse(text)
    #expect(problems.map(\.line) == [4, 5, 5, 6, 8])
    #expect(problems.first?.message == "expected a value, found ')'")
    var evaluator = StarlarkEvaluator(packageName: "") { _, _, _ in [] }
    evaluator.run(statements)
    #expect(evaluator.calls.compactMap { $0.attributes["name"]?.asString } == ["C"])
  }

  @Test func deepOrEndlessInputEndsWithAProblem() {
    let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
    let (_, problems) = StarlarkParser.parse("x = " + deep + "\nswift_library(name = \"A\")\n")
    #expect(problems.map(\.line) == [1])
    #expect(StarlarkParser.parse("x = -" + String(repeating: "-", count: 50_000) + "1").problems.count == 1)
    #expect(StarlarkParser.parse("x = 1" + String(repeating: " + 1", count: 50_000)).problems.count == 1)
    let (statements, unclosed) = StarlarkParser.parse("swift_library(\n  name = 'A',\n  deps = [\n")
    #expect(!unclosed.isEmpty)
    #expect(statements.isEmpty)
    // Doubling a list until it is too large stops with an unknown value, not after billions of steps.
    var evaluator = StarlarkEvaluator(packageName: "") { _, _, _ in [] }
    let doubling = "x = ['a']\n" + String(repeating: "x = x + x\n", count: 40) + "y(name = 'y', deps = x)\n"
    evaluator.run(StarlarkParser.parse(doubling).statements)
    #expect(evaluator.calls.first?.attributes["deps"]?.unknownParts.isEmpty == false)
  }

  @Test func evaluatesWhatBuildFilesComputeWith() {
    let text = """
      NAMES = ["A", "B"]
      PREFIX = "//Modules/{}".format("Core")
      [swift_library(name = n, deps = [PREFIX] + ["%s_%s" % (n, "x")]) for n in NAMES if n != "C"]
      objc_library(name = "-".join(NAMES).lower(), deps = select({"//c:a": [":x"], "//conditions:default": [":y"]}))
      """
    var evaluator = StarlarkEvaluator(packageName: "pkg") { _, _, _ in [] }
    evaluator.run(StarlarkParser.parse(text).statements)
    #expect(evaluator.calls.map(\.rule) == ["swift_library", "swift_library", "objc_library"])
    #expect(evaluator.calls.compactMap { $0.attributes["name"]?.asString } == ["A", "B", "a-b"])
    #expect(
      evaluator.calls[1].attributes["deps"]?.elements.compactMap(\.asString) == ["//Modules/Core", "B_x"])
    #expect(evaluator.calls[2].attributes["deps"]?.elements.compactMap(\.asString) == [":x", ":y"])
    #expect(
      StarlarkEvaluator.merged([.list([.string(":a", line: 1)]), .list([.string(":a", line: 2)])], line: 1).elements
        .count == 1)
    #expect(evaluator.selectLines == [4])
    #expect(
      StarlarkEvaluator.merged([.string("//a", line: 1), .string("//b", line: 2)], line: 1).elements
        .compactMap(\.asString) == ["//a", "//b"])
  }

  @Test func labelForms() {
    #expect(BazelLabel("//a/b:c", in: "x") == BazelLabel(repository: nil, package: "a/b", name: "c"))
    #expect(BazelLabel("//a/b", in: "x") == BazelLabel(repository: nil, package: "a/b", name: "b"))
    #expect(BazelLabel(":c", in: "x") == BazelLabel(repository: nil, package: "x", name: "c"))
    #expect(BazelLabel("c", in: "x") == BazelLabel(repository: nil, package: "x", name: "c"))
    #expect(BazelLabel("@r//p:n", in: "x") == BazelLabel(repository: "r", package: "p", name: "n"))
    #expect(BazelLabel("@@r//:n", in: "x") == BazelLabel(repository: "r", package: "", name: "n"))
    #expect(BazelLabel("@r", in: "x") == BazelLabel(repository: "r", package: "", name: "r"))
    #expect(BazelLabel("@//p:n", in: "x") == BazelLabel(repository: nil, package: "p", name: "n"))
    #expect(
      BazelLabel("@shop//p", in: "x", mainNames: ["shop"]) == BazelLabel(repository: nil, package: "p", name: "p"))
    #expect(BazelLabel("//", in: "x") == nil)
  }
}
