extension ModuleGraph {
  /// Whether a module is code beside the product rather than the product: an example, demo, sample or integration
  /// app beside the code it shows, the mocks and views of Xcode previews, a benchmark or a harness kept with the
  /// tests. Not part of the codebase's architecture, and rarely tested. Decided here once, for test-presence's
  /// `include-examples` and for the score's own code:
  /// - its name, its folder or its project is such a word (`Examples`, `Demo`, `iOS Example`, `NukeDemo`,
  ///   `SampleApp`, `Playgrounds`, `Integration`, `DeltaPreviews`, `Benchmarks`, `NIOPosixBenchmarks`), names a
  ///   fuzzing harness (`FuzzTesting`, `FuzzJSON`, `ParserFuzzer`) or what previews show (`PreviewSupportCakeShop`,
  ///   `Preview Content`);
  /// - its folder, its package or project, or the folder all its sources lie in is in a tests folder
  ///   (`Tests/LinkageTest/Package.swift`, `Tests/Microoptimizations`, `IntegrationTests/...`, a testing app whose
  ///   project is `Projects/Tester/Project.swift` and whose sources are `Tests/TestingApps/Tester/**`): a test helper,
  ///   a performance harness, a linkage check, an app kept to drive tests;
  /// - it is third-party code copied into the tree (`isVendored`): its package or project, or its folder within
  ///   them, is in a folder such as `External/`, `Vendor/`, `ThirdParty/`: a copy of someone else's package kept as
  ///   `Pods/` and `Carthage/` are (which the walk does not enter), tested upstream;
  /// - it lies in a scripts folder (`script/SizeTest/SizeTest.xcodeproj`, `scripts/...`, `SwiftScripts/`,
  ///   `BuildTools/`): a tool or harness the scripts run (a binary-size measurement, an installation check, the
  ///   documentation build), not the product;
  /// - it is a program written against a library package that the package does not ship
  ///   (`isUnshippedProgram`): swift-nio's `NIOEchoServer` under `// MARK: - Examples`, vapor's `Development`;
  /// - it is the client program of a macro package (`isMacroClient`): Xcode's macro template's `…Client`, which only
  ///   shows the macros expanding;
  /// - it is test support (`isTestSupport`): mocks, fixtures and test kits, by name or because only other test
  ///   support uses it;
  /// - it is a developer tool (`isDeveloperTool`): an executable in a `bin`, `tools` or scripts folder, or one
  ///   named for a chore of the developers (generating documentation or fixtures, updating licence headers,
  ///   building the project) that no product of its package ships;
  /// - it is a step of its package's own build (`isBuildStepTool`): an executable that only build-tool plugins no
  ///   product ships run, to write a resource or a file of settings;
  /// - it is a development app of a local package (`isPackageHarnessApp`): an app of an Xcode project kept inside the
  ///   package's folder (`Charts/Support/ChartsSupport.xcodeproj`) that works the package's code and that nothing
  ///   depends on: a demo, a manual test, a benchmark, a sandbox;
  /// - it is a test app: an app or executable in a `test` folder, or named as one (`SignalTestApp`, `UnitTestHost`);
  /// - it is a framework's showcase app (`isShowcaseApp`): `DesignSystemApp` or `DesignSystemCatalog` over
  ///   `DesignSystem` alone;
  /// - it is a module of a package of tools (`isInToolPackage`): a nested package that declares no products.
  ///
  /// Where the code lives decides, not only where it is declared: a Tuist project in `Projects/` may take its files
  /// from `Tests/TestingApps/`. An example app that borrows a few files of another folder is still one: the folder
  /// most of its sources lie in (`mainSourceFolder`) is named as an example too.
  ///
  /// Decided once per module of a graph (the score's own code and test-presence both ask, at each revision of
  /// `plumb history`); a module that is not the graph's own (another value under its id) is decided afresh.
  public func isExample(_ module: Module) -> Bool {
    guard self[module.id] == module else { return decidesExample(module) }
    return exampleDecisions.decision(of: module.id) { decidesExample(module) }
  }

  /// `isExample(_:)` worked out.
  private func decidesExample(_ module: Module) -> Bool {
    let container = container(of: module.id)
    let places = [module.name, module.path ?? "", container?.path ?? "", Self.mainSourceFolder(of: module)]
    if places.contains(where: { place in place.split(separator: "/").contains { Self.isExampleName(String($0)) } }) {
      return true
    }
    if !module.isTest,
      Self.isTestAppName(module.name) || isTestSupport(module) || isDeveloperTool(module) || isBuildStepTool(module)
    {
      return true
    }
    // The folders above the module's folder and its project or manifest, and every folder of where its sources lie.
    let declared = [module.path ?? "", container?.path ?? ""]
    let folders = declared.map { $0.split(separator: "/").dropLast().map(String.init) }
      + [Self.sourceFolder(of: module).split(separator: "/").map(String.init)]
    if !module.isTest, folders.contains(where: { $0.contains(where: Self.isTestsFolder) }) { return true }
    if folders.contains(where: { $0.contains(where: Self.isScriptsFolder) }) { return true }
    if isVendored(module) { return true }
    return isUnshippedProgram(module) || isMacroClient(module) || isPackageHarnessApp(module)
      || isInToolPackage(module) || isShowcaseApp(module)
  }

  /// Whether a module is the showcase app of one framework of the workspace: an app whose only dependency on the
  /// workspace's own modules is one library or framework, and whose name is that framework's name followed by
  /// `Catalog`, `Gallery`, `Playground`, `Showcase` or `App` (a design system's `DesignSystemApp` over
  /// `DesignSystem`, its components' gallery and a playground). It is run by hand to look at the framework, as a
  /// demo is; the framework's tests and its users exercise the code. `App` also names the product app over a
  /// framework that holds its code (`Kiosk` and `KioskApp`), so with `App` the framework must be used by a module
  /// other than the app and test targets: a library the product builds on, shown apart. An app that reaches two
  /// modules of the workspace composes them, and is asked for tests as any app.
  public func isShowcaseApp(_ module: Module) -> Bool {
    guard module.kind == .app else { return false }
    let used = Set(dependencies(of: module.id).map(\.to)).compactMap { self[$0] }.filter { !$0.isExternal }
    guard used.count == 1, let framework = used.first, Self.showcaseFrameworkKinds.contains(framework.kind),
      module.name.count > framework.name.count, module.name.hasPrefix(framework.name)
    else { return false }
    let suffix = module.name.dropFirst(framework.name.count).drop { !$0.isLetter && !$0.isNumber }.lowercased()
    if Self.showcaseSuffixes.contains(suffix) { return true }
    guard suffix == "app" else { return false }
    return dependents(of: framework.id).contains { user in
      user.from != module.id && self[user.from].map { !$0.isTest } ?? false
    }
  }

  /// The kinds of module a showcase app shows: a library target or a framework.
  static let showcaseFrameworkKinds: Set<Module.Kind> = [.regular, .framework, .staticLibrary]
  /// What follows a framework's name in the name of its showcase app, besides `App` (`isShowcaseApp`).
  static let showcaseSuffixes: Set<String> = ["catalog", "gallery", "playground", "showcase"]

  /// Whether a module belongs to a Swift package in a subfolder of the workspace that declares no products at all
  /// (`Utils/gen-tables/Package.swift` with a library of helpers and the generators built on it): nothing can depend
  /// on it and nothing ships from it, so it is a tool of the repository, run by hand, not the product. The package
  /// at the workspace's root is what was asked to be analysed and keeps its modules, products or not.
  public func isInToolPackage(_ module: Module) -> Bool {
    guard !module.isExternal, let container = container(of: module.id), container.kind == .swiftPackage,
      let products = container.products, products.libraryTargets.isEmpty, products.otherTargets.isEmpty
    else { return false }
    return !Self.folder(of: container.path).isEmpty
  }

  /// Whether a module is the client program of a macro package: an executable of a Swift package that declares a
  /// macro, that nothing depends on, and whose dependencies are all libraries of its own package that expose the
  /// macro (depend on the macro target). Xcode's macro-package template makes one (`…Client`, "a client of the
  /// library, which is able to use the macro in its own code") and vends it as a product; it prints what the macros
  /// expand to, and the macro's own tests are what check them.
  public func isMacroClient(_ module: Module) -> Bool {
    guard module.kind == .executable, let container = container(of: module.id), container.kind == .swiftPackage,
      dependents(of: module.id).isEmpty
    else { return false }
    let uses = dependencies(of: module.id).filter(\.isDeclared).compactMap { self[$0.to] }
    return !uses.isEmpty
      && uses.allSatisfy { library in
        library.id.container == container.name && library.kind == .regular
          && dependencies(of: library.id).contains { $0.isDeclared && self[$0.to]?.kind == .macro }
      }
  }

  /// Whether a module is test support rather than product code: mocks, fakes, stubs, fixtures and test kits that
  /// tests build on (`LoopTestingKit`, `MockKitUI`, `_SwiftFormatTestSupport`, `TestHelpers`), by name, or a module
  /// that only test support (and test targets) depend on: the replay engine of a mock device. A test double is
  /// checked by the tests that use it; no team writes tests of its mocks. A module that test targets alone depend on
  /// is what they test (a test target that links a framework tests it), not their support, unless named so. A
  /// library a package ships as a product is what the package is for, whatever its name (a testing library such as
  /// `SnapshotTesting` is its package's product), and stays product code.
  public func isTestSupport(_ module: Module) -> Bool {
    var visiting = Set<ModuleID>()
    return isTestSupport(module, depth: 0, visiting: &visiting)
  }

  /// Whether a module is code the tests share and run: test support (`isTestSupport`), or a module that only test
  /// targets depend on and that is kept in a tests folder (peripheryapp/periphery's `TestShared` in `Tests/Shared`,
  /// which every test target depends on and which drives the indexer in every test). What such a module imports,
  /// the tests that use it run: test-presence counts it as tested by them. A module that test targets alone depend
  /// on elsewhere is what they test, not a way to reach other modules. A test kit a local package vends for a module
  /// of its own (`isTestKitOfSibling`: `PaymentsTestKit` beside `Payments`) is not: it makes doubles of that module's
  /// types for other packages' tests, which test their own module with them, not the kit's sibling.
  public func isSharedTestCode(_ module: Module) -> Bool {
    guard !module.isTest, !module.isExternal, !isTestKitOfSibling(module) else { return false }
    let users = dependents(of: module.id).compactMap { self[$0.from] }
    guard users.contains(where: \.isTest) else { return false }
    if isTestSupport(module) { return true }
    guard users.allSatisfy(\.isTest) else { return false }
    let declared = (module.path ?? "").split(separator: "/").map(String.init)
    let sources = Self.sourceFolder(of: module).split(separator: "/").map(String.init)
    return declared.contains(where: Self.isTestsFolder) || sources.contains(where: Self.isTestsFolder)
  }

  /// How many modules of test support deep a module's users are followed: test doubles build on a few others (a mock
  /// device's UI on the mock, the mock on a testing kit), and a long chain of users is product code.
  static let testSupportDepth = 4

  private func isTestSupport(_ module: Module, depth: Int, visiting: inout Set<ModuleID>) -> Bool {
    guard !module.isTest, !module.isExternal, visiting.insert(module.id).inserted else { return false }
    if let products = container(of: module.id)?.products, products.vends(module.name),
      !isTestKitOfSibling(module)
    {
      return false
    }
    if Self.isTestSupportName(module.name) { return true }
    guard depth < Self.testSupportDepth else { return false }
    let users = dependents(of: module.id).compactMap { self[$0.from] }
    let builders = users.filter { !$0.isTest }
    return !builders.isEmpty
      && builders.allSatisfy { isTestSupport($0, depth: depth + 1, visiting: &visiting) }
  }

  /// Whether a module is named as the test kit of another module of a local package: its name is a test-support
  /// name (`isTestSupportName`) and, without its last words of test support, the name of a sibling (`RecentsTestKit`
  /// beside `Recents`, `StoreTestSupport` beside `Store`), and a module of another package or project of the
  /// workspace depends on the kit or the sibling. An app's local package vends such a kit as a library so that the
  /// other packages' tests can build on it: it is the sibling's test support. A testing library named for no sibling
  /// (`SnapshotTesting`), or one of a package nothing else in the workspace uses (a library package analysed alone,
  /// swift-nio's `NIOTestUtils`), is what the package ships.
  func isTestKitOfSibling(_ module: Module) -> Bool {
    guard Self.isTestSupportName(module.name) else { return false }
    var words = Self.words(of: module.name)
    let support = Self.testSupportWords.union(Self.testKitWords).union(["test", "tests"])
    while let last = words.last, support.contains(last) { words.removeLast() }
    guard !words.isEmpty else { return false }
    let base = words.joined()
    let siblings = modules.filter { other in
      other.id != module.id && other.id.container == module.id.container && !other.isTest
        && Self.words(of: other.name).joined() == base
    }
    return siblings.contains { sibling in
      [sibling.id, module.id].contains { id in dependents(of: id).contains { $0.from.container != id.container } }
    }
  }

  /// A name with a word of test doubles or fixtures (`MockKit`, `FakeNetworking`, `StubServer`, `Fixtures`,
  /// `LoopTestingKit`), or `test` followed by a word of support (`TestSupport`, `TestKit`, `TestHelpers`,
  /// `TestUtilities`): what tests build on.
  static func isTestSupportName(_ name: String) -> Bool {
    let words = Self.words(of: name)
    if words.contains(where: testSupportWords.contains) { return true }
    return zip(words, words.dropFirst()).contains { ["test", "tests"].contains($0) && testKitWords.contains($1) }
  }

  static let testSupportWords: Set<String> = [
    "mock", "mocks", "fake", "fakes", "stub", "stubs", "fixture", "fixtures", "testing", "doubles",
  ]
  static let testKitWords: Set<String> = [
    "support", "kit", "helper", "helpers", "util", "utils", "utilities", "doubles", "common", "shared",
  ]

  /// An app or executable named as the app tests run in or drive (`SignalTestApp`, `UnitTestHost`,
  /// `TestsHostApp`, `UITestingApp`): `test`, `tests` or `testing` followed by `app`, `host` or `harness`.
  static func isTestAppName(_ name: String) -> Bool {
    let words = Self.words(of: name)
    return zip(words, words.dropFirst()).contains {
      ["test", "tests", "testing"].contains($0) && ["app", "host", "harness"].contains($1)
    }
  }

  /// Whether a module is a tool of the developers rather than the product: an executable that lies in a `bin`,
  /// `tools` or scripts folder (swift-docc's `bin/make-test-bundle/Package.swift`) or in a `dev` folder at the root
  /// (grpc/grpc-swift-2's `dev/grpc-dev-tool`, beside the repository's scripts), or one that no product of its
  /// package ships and whose name starts with a chore (`generate-symbol-graph` writes the documentation's symbol
  /// graph, `update-license-for-modified-files` rewrites licence headers, `build-project` packages the app's
  /// frameworks). It runs on a developer's machine, and its output is what gets checked. An executable is an
  /// executable target, a command-line tool, or a SwiftPM target with a `main.swift` (before tools 5.4 that made it
  /// one). A tool a product ships (`swift-format`) is a product.
  public func isDeveloperTool(_ module: Module) -> Bool {
    let isExecutable = [.executable, .tool].contains(module.kind)
      || (module.kind == .regular && module.sources.contains { $0.split(separator: "/").last == "main.swift" })
    guard isExecutable else { return false }
    let container = container(of: module.id)
    let places = [module.path ?? "", container?.path ?? ""].map { $0.split(separator: "/").dropLast() }
      + [Self.sourceFolder(of: module).split(separator: "/")[...]]
    if places.joined().contains(where: { Self.isToolsFolder(String($0)) }) { return true }
    if places.contains(where: { $0.first.map { $0.lowercased() == "dev" } ?? false }) { return true }
    if let products = container?.products, products.vends(module.name) { return false }
    return Self.words(of: module.name).first.map(Self.choreWords.contains) ?? false
  }

  /// Whether a module is a step of its package's own build: an executable that no product ships, that plugins
  /// alone depend on (run), and none of those plugins is shipped either (an underscored `_StaticConfigPlugin` the
  /// package applies to its own targets to write a resource). It is build machinery, like the plugin that runs it:
  /// what it writes is checked by the code that reads it. A tool a shipped plugin runs is what the plugin's users
  /// get, and stays product code.
  public func isBuildStepTool(_ module: Module) -> Bool {
    guard module.kind == .executable, let container = container(of: module.id), container.kind == .swiftPackage,
      let products = container.products, !products.vends(module.name)
    else { return false }
    let runners = dependents(of: module.id).compactMap { self[$0.from] }
    return !runners.isEmpty
      && runners.allSatisfy { runner in
        runner.kind == .plugin && runner.id.container == module.id.container && !products.vends(runner.name)
      }
  }

  /// A folder of the developers' tools: `bin`, `tool` or `tools` (any case); at the root, `dev` too.
  static func isToolsFolder(_ folder: String) -> Bool {
    ["bin", "tool", "tools"].contains(folder.lowercased())
  }

  /// The first word of an executable that does a chore of the developers: generating code, documentation or fixtures,
  /// updating files, building or releasing the project.
  static let choreWords: Set<String> = [
    "generate", "gen", "regenerate", "update", "build", "make", "bump", "release", "bootstrap", "lint",
  ]

  /// The deepest folder that holds every source of the module (`Tests/TestingApps/Tester` for a target over
  /// `Tests/TestingApps/Tester/**`), "" when they share none.
  static func sourceFolder(of module: Module) -> String {
    let sources = module.resolvedSources
    // Compared byte by byte when that is comparing their components (every path plain ASCII, no empty component):
    // test-presence asks it of every module, and walking every source path's characters took 2% of a staged run.
    let folders = sources.map(plainFolder)
    guard !folders.contains(nil) else { return sourceFolder(splitting: sources) }
    guard var common = folders.first ?? nil else { return "" }
    let slash = UInt8(ascii: "/")
    for case let folder? in folders.dropFirst() {
      var length = 0
      while length < common.count, length < folder.count, common[length] == folder[length] { length += 1 }
      // Whole components only: both folders end one where the common bytes end, or the last "/" before it does.
      let bothEnd =
        (length == common.count || common[length] == slash) && (length == folder.count || folder[length] == slash)
      if !bothEnd { length = common[..<length].lastIndex(of: slash) ?? 0 }
      if length == 0 { return "" }
      common.removeSubrange(length...)
    }
    return String(decoding: common, as: UTF8.self)
  }

  /// The folders of a path (its components but the last), as `split(separator: "/").dropLast()` gives them: found
  /// at its "/" bytes when the path is ASCII (splitting it into characters was most of what test-presence spent on
  /// `mainSourceFolder`, asked of every module), by characters otherwise.
  static func folders(_ path: String) -> ArraySlice<Substring> {
    let utf8 = path.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").dropLast() }
    var components: [Substring] = []
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: "/") {
        if start != index { components.append(path[start..<index]) }
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start != utf8.endIndex { components.append(path[start..<utf8.endIndex]) }
    return components.dropLast()
  }

  /// `sourceFolder(of:)` by splitting every path at "/".
  static func sourceFolder(splitting sources: [String]) -> String {
    let folders = sources.map { $0.split(separator: "/").dropLast() }
    guard var common = folders.first else { return "" }
    for folder in folders.dropFirst() {
      common = common.prefix(zip(common, folder).prefix { $0 == $1 }.count)
      if common.isEmpty { return "" }
    }
    return common.joined(separator: "/")
  }

  /// The bytes of a path before its last "/" (none without one); nil when the path is not plain ASCII or has an
  /// empty component (a leading, trailing or doubled "/"), where bytes and components would not compare alike.
  private static func plainFolder(_ path: String) -> [UInt8]? {
    let slash = UInt8(ascii: "/")
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    var lastSlash = 0
    var previous = slash
    for byte in path.utf8 {
      guard byte < 0x80, !(byte == slash && previous == slash) else { return nil }
      if byte == slash { lastSlash = bytes.count }
      bytes.append(byte)
      previous = byte
    }
    guard previous != slash else { return nil }
    bytes.removeSubrange(lastSlash...)
    return bytes
  }

  /// The deepest folder that holds more than half of the module's sources, "" when none does: `Examples/EdgeCases`
  /// for an example app over six files of its own folder and three borrowed from the demo app's (stream-chat-swift's
  /// `EdgeCases`, whose sources share no folder). Where most of the code lies is where the module belongs.
  static func mainSourceFolder(of module: Module) -> String {
    let sources = module.resolvedSources
    guard sources.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return mainSourceFolder(splitting: sources) }
    // Each level looks at the sources under the folder found so far only, from where their next component starts:
    // splitting every path into its folders first, and filtering all of them at every level, was most of what
    // test-presence spent on an app's module of 4,000 files.
    var under = sources.map { (path: $0, from: $0.utf8.startIndex) }
    var main: [Substring] = []
    while true {
      var counts: [Substring: Int] = [:]
      var next: [(folder: Substring, after: String.Index)?] = []
      next.reserveCapacity(under.count)
      for (path, from) in under {
        let folder = nextFolder(of: path, from: from)
        if let folder { counts[folder.folder, default: 0] += 1 }
        next.append(folder)
      }
      guard let (chosen, _) = counts.first(where: { $0.value * 2 > sources.count }) else { break }
      main.append(chosen)
      under = zip(under, next).compactMap { source, folder in
        guard let folder, folder.folder == chosen else { return nil }
        return (source.path, folder.after)
      }
    }
    return main.joined(separator: "/")
  }

  /// The next folder of an ASCII path from `from` (empty components skipped), and where it ends; nil when only the
  /// file's name is left.
  private static func nextFolder(of path: String, from: String.Index) -> (folder: Substring, after: String.Index)? {
    let utf8 = path.utf8
    let slash = UInt8(ascii: "/")
    var start = from
    while start != utf8.endIndex, utf8[start] == slash { start = utf8.index(after: start) }
    // A folder is followed by more than slashes: `a/b/` has the folder `a` only, as splitting it finds.
    guard let end = utf8[start...].firstIndex(of: slash), utf8[end...].contains(where: { $0 != slash }) else {
      return nil
    }
    return (path[start..<end], end)
  }

  /// `mainSourceFolder(of:)` by splitting every path into its folders (a path that is not plain ASCII).
  static func mainSourceFolder(splitting sources: [String]) -> String {
    let folders = sources.map(Self.folders)
    var main: [Substring] = []
    while true {
      let deeper = folders.filter { $0.count > main.count && $0.starts(with: main) }
      let counts = Dictionary(grouping: deeper, by: { $0[main.count] }).mapValues(\.count)
      guard let (next, _) = counts.first(where: { $0.value * 2 > folders.count }) else { break }
      main.append(next)
    }
    return main.joined(separator: "/")
  }

  /// A folder of the developers' scripts and tools, by name in any case, separators aside: `script`, `scripts`,
  /// `SwiftScripts` (a package of the repository's chores: codegen for the test APIs, the documentation build, as
  /// apollographql/apollo-ios-dev keeps), `BuildTools` (a package that only pins SwiftLint or SwiftGen for the
  /// build). Named exactly: a folder `Transcripts` or `BuildToolsKit` is not one.
  static func isScriptsFolder(_ folder: String) -> Bool {
    scriptsFolderNames.contains(String(folder.lowercased().filter { $0.isLetter || $0.isNumber }))
  }

  static let scriptsFolderNames: Set<String> = [
    "script", "scripts", "swiftscript", "swiftscripts", "buildtool", "buildtools",
  ]

  /// Whether a module is third-party code copied into the tree: a folder of third-party code (`isVendoredFolder`)
  /// holds its package or project (`Editor/External/Grammars/Package.swift`), or, inside its package or project, its
  /// own folder (a target over `Vendor/Charts` of a project at the root). The folder of the package or project
  /// itself, and the module's own last folder, do not count: a module of the team's named `ThirdParty`
  /// (`Shared/ThirdParty/Project.swift`, gathering the app's third-party dependencies) is not a copy.
  public func isVendored(_ module: Module) -> Bool {
    guard let container = container(of: module.id), container.kind != .external else { return false }
    let manifestFolders = container.path.split(separator: "/").dropLast()
    let base = manifestFolders.joined(separator: "/")
    let path = module.path ?? ""
    let inside =
      base.isEmpty ? path : (path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : "")
    let folders = manifestFolders.dropLast() + inside.split(separator: "/").dropLast()
    return folders.contains { Self.isVendoredFolder(String($0)) }
  }

  /// A folder of third-party code kept in the tree, by name in any case, separators aside: `External`, `Vendor`,
  /// `Vendors`, `Vendored`, `ThirdParty`, `third_party`, `3rdParty`. What is in it is a copy of another author's
  /// package, tested where it comes from; the team does not write tests for it. Named exactly: `ExternalLinks` or
  /// `VendorKit` is not one. The walk of the tree (`FileTree.skippedFolderNames`) does not even enter the folders of
  /// copies a dependency manager makes (`Pods`, `Carthage`, `checkouts`); these it reads, since the app builds them.
  static func isVendoredFolder(_ folder: String) -> Bool {
    vendoredFolderNames.contains(String(folder.lowercased().filter { $0.isLetter || $0.isNumber }))
  }

  static let vendoredFolderNames: Set<String> = [
    "external", "vendor", "vendors", "vendored", "thirdparty", "3rdparty",
  ]

  /// A folder named as a tests folder, its last word `tests` (`Tests`, `UnitTests`, `IntegrationTests`), or `test`:
  /// the root's `Tests/` in a package, a test folder of a project, a repository's `test/` tree.
  static func isTestsFolder(_ folder: String) -> Bool {
    Self.words(of: folder).last == "tests" || folder.lowercased() == "test"
  }

  /// An executable of a Swift package that vends libraries, when no product of the package ships it, no target
  /// depends on it (no plugin runs it, no test runs it) and it does not reach every library the package vends: a
  /// program written against the libraries, as a client would write one, kept beside them (swift-nio's thirteen
  /// example servers and clients, vapor's `Development` sandbox, a performance tester). What a package vends is
  /// what it is for. An executable that reaches every library is the app those libraries are built for (a modular
  /// app's package: `ClassicMacApp` over its feature libraries), and one a product ships is a tool of the package:
  /// both are product code, and so is every executable of a package that vends no library (an app or a tool).
  ///
  /// An app is one program: when the package keeps other programs no product ships beside it (developer tools
  /// named for a chore aside), none of them is the app, and an executable that reaches every library is one more of
  /// them (swift-nio-imap-like: a `CLI` demo over the one library, beside a debugging proxy and a performance
  /// tester). SwiftPM builds and runs an executable target no product lists only in the package's own checkout (as
  /// the root package, `swift run`): no client of the package gets it.
  public func isUnshippedProgram(_ module: Module) -> Bool {
    guard isUnshippedExecutable(module), let container = container(of: module.id),
      let products = container.products, !products.libraryTargets.isEmpty
    else { return false }
    let reached = digraph.transitiveSuccessors(of: module.id)
    let reachesEveryLibrary = products.libraryTargets.allSatisfy {
      reached.contains(ModuleID(container: container.name, name: $0))
    }
    guard reachesEveryLibrary else { return true }
    return modules.contains { other in
      other.id != module.id && other.id.container == module.id.container && isUnshippedExecutable(other)
        && !isDeveloperTool(other)
    }
  }

  /// An executable target of a Swift package whose products were read, that no product ships and no target depends
  /// on.
  private func isUnshippedExecutable(_ module: Module) -> Bool {
    guard module.kind == .executable, let container = container(of: module.id), container.kind == .swiftPackage,
      let products = container.products, !products.vends(module.name)
    else { return false }
    return dependents(of: module.id).isEmpty
  }

  /// Whether a module is a development app of a local Swift package: an app or command-line tool of an Xcode project
  /// (written by hand or generated) that lies in a subfolder of a Swift package of the workspace other than the
  /// root's (`Gauge/Support/GaugeSupport.xcodeproj` for `Gauge/Package.swift`), that nothing depends on, and that
  /// works that package's code (it depends on one of its modules or compiles files of its folder), when that package
  /// is a library the rest of the workspace uses (a module outside the project depends on one of its modules). Such
  /// a project holds the package's demo, manual tests, benchmark or sandbox, run by hand while developing it, whose
  /// code the package's own tests and its users exercise. An app project at the root, beside the manifest, or the
  /// only user of the package around it is the product.
  public func isPackageHarnessApp(_ module: Module) -> Bool {
    guard [.app, .tool].contains(module.kind), let project = container(of: module.id), project.kind.isXcodeProject,
      dependents(of: module.id).isEmpty
    else { return false }
    let projectFolder = Self.folder(of: project.path)
    return containers.contains { package in
      let folder = Self.folder(of: package.path)
      guard package.kind == .swiftPackage, !folder.isEmpty, projectFolder.hasPrefix(folder + "/") else { return false }
      let works =
        dependencies(of: module.id).contains { $0.to.container == package.name }
        || module.resolvedSources.contains { $0.hasPrefix(folder + "/") }
      let usedElsewhere = modules.contains { library in
        library.id.container == package.name
          && dependents(of: library.id).contains { ![package.name, project.name].contains($0.from.container) }
      }
      return works && usedElsewhere
    }
  }

  /// The folder of a manifest or project path (`Gauge` for `Gauge/Package.swift`), "" at the root.
  private static func folder(of path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }

  /// A name made of words (`DemoApp`, `Nuke Demo`, `sample-app`, `Examples.xcodeproj`) whose first or last word
  /// is an example word, the others only words of an app (`App`, `iOS`, `SwiftUI`) or of the language and the kind
  /// of module (`ExampleSwiftLibrary`, `SampleKit`, `DemoFramework`): `SampleRate` is no sample, and `Integration`
  /// counts only alone or with such words (`IntegrationApp`), never in `FirebaseIntegration`.
  static func isExampleName(_ name: String) -> Bool {
    var base = name
    for suffix in [".xcodeproj", ".xcworkspace", ".swiftpm"] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
    }
    let words = Self.words(of: base)
    guard let first = words.first, let last = words.last else { return false }
    // `Benchmark` alone is package-benchmark's library; `Benchmarks` and `NIOPosixBenchmarks` hold benchmarks.
    if words == ["benchmark"] { return false }
    // Fuzzing harnesses (`FuzzTesting`, `FuzzBinary`, `ParserFuzzer`): a fuzzer runs them, no unit test does.
    if fuzzWords.contains(first) || fuzzWords.contains(last) { return true }
    // What Xcode previews show (`PreviewSupportCakeShop`, `Preview Content`, `SearchPreviewMocks`): mocks and sample
    // data for the canvas, never shipped. `PreviewKit` or `LinkPreview` alone is no such thing.
    if zip(words, words.dropFirst()).contains(where: { $0 == "preview" && previewSupportWords.contains($1) }) {
      return true
    }
    if exampleWords.contains(first) {
      return words.dropFirst().allSatisfy {
        appWords.contains($0) || moduleKindWords.contains($0) || exampleWords.contains($0)
      }
    }
    return exampleWords.contains(last) && last != "integration"
  }

  /// `DemoApp` → demo, app; `iOSExample` → ios, example; `UIKitDemo` → uikit, demo; `Nuke_Demo` → nuke, demo.
  static func words(of name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      // A capital starts a word after a lowercase letter (`DemoApp`, but not the `OS` of `iOS`), or ends a run of
      // capitals when a lowercase letter follows it (`UIKitDemo`, `iOSExample`).
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if character.isUppercase, let previous, !current.isEmpty, current != "i" {
        if previous.isLowercase || (previous.isUppercase && next?.isLowercase == true && current.count > 1) {
          words.append(current)
          current = ""
        }
      }
      current.append(Character(character.lowercased()))
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  static let exampleWords: Set<String> = [
    "example", "examples", "demo", "demos", "sample", "samples", "playground", "playgrounds", "integration",
    "showcase", "previews", "benchmark", "benchmarks",
  ]
  /// Words that name only the language or the kind of module, nothing it does: `Swift`, `Library`, `Kit`.
  static let moduleKindWords: Set<String> = [
    "swift", "library", "lib", "package", "module", "framework", "kit",
  ]
  static let fuzzWords: Set<String> = ["fuzz", "fuzzer", "fuzzers", "fuzzing"]
  /// The word after `preview` in the name of what previews show: `PreviewSupport`, `PreviewContent`, `PreviewMocks`.
  static let previewSupportWords: Set<String> = ["support", "content", "mock", "mocks", "fixtures"]
  static let appWords: Set<String> = [
    "app", "apps", "ios", "macos", "tvos", "watchos", "visionos", "swiftui", "uikit", "appkit", "project", "mac",
    "catalyst", "spm", "carthage", "cocoapods", "test", "host",
  ]
}
