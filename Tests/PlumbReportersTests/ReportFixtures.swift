import Foundation
import PlumbModel

@testable import PlumbReporters

/// A small BbA-shaped workspace built in code: an app target, feature modules, Core, an external package, test
/// targets, a cycle between two features, a layer violation and an undeclared import.
enum ReportFixtures {
  static let app = ModuleID(container: "ClassicMac.xcodeproj", name: "ClassicMac")
  static let appTests = ModuleID(container: "ClassicMac.xcodeproj", name: "ClassicMacTests")
  static let macsList = ModuleID(container: "Modules", name: "MacsList")
  static let macDetails = ModuleID(container: "Modules", name: "MacDetails")
  static let macsListTests = ModuleID(container: "Modules", name: "MacsListTests")
  static let core = ModuleID(container: "Core", name: "Core")
  static let collections = ModuleID(container: "external:swift-collections", name: "Collections")
  static let orderedCollections = ModuleID(container: "external:swift-collections", name: "OrderedCollections")

  static var graph: ModuleGraph {
    ModuleGraph(
      containers: [
        Container(name: "ClassicMac.xcodeproj", kind: .xcodeProject, path: "ClassicMac.xcodeproj"),
        Container(name: "Modules", kind: .swiftPackage, path: "Modules/Package.swift"),
        Container(name: "Core", kind: .swiftPackage, path: "Core/Package.swift"),
        Container(
          name: "external:swift-collections", kind: .external, path: "https://github.com/apple/swift-collections"),
      ],
      modules: [
        Module(id: app, kind: .app, path: "ClassicMac", sources: ["ClassicMac/App.swift"]),
        Module(id: appTests, kind: .unitTest, path: "ClassicMacTests"),
        Module(
          id: macsList, kind: .regular, path: "Modules/Sources/MacsList",
          declaredAt: Location(file: "Modules/Package.swift", line: 14, column: 5)),
        Module(
          id: macDetails, kind: .regular, path: "Modules/Sources/MacDetails",
          declaredAt: Location(file: "Modules/Package.swift", line: 18, column: 5)),
        Module(id: macsListTests, kind: .test, path: "Modules/Tests/MacsListTests"),
        Module(id: core, kind: .regular, path: "Core/Sources/Core"),
        Module(id: collections, kind: .external),
        Module(id: orderedCollections, kind: .external),
      ],
      dependencies: [
        Dependency(from: app, to: macsList, kind: .product(package: "Modules", product: "MacsList")),
        Dependency(from: app, to: macDetails, kind: .product(package: "Modules", product: "MacDetails")),
        Dependency(from: appTests, to: app, kind: .target),
        Dependency(
          from: macsList, to: macDetails, kind: .target,
          location: Location(file: "Modules/Package.swift", line: 15, column: 22)),
        Dependency(
          from: macDetails, to: macsList, kind: .importOnly,
          location: Location(file: "Modules/Sources/MacDetails/MacDetailsView.swift", line: 2, column: 1)),
        Dependency(from: macsList, to: core, kind: .product(package: "Core", product: "Core")),
        Dependency(
          from: macDetails, to: core, kind: .product(package: "Core", product: "Core"),
          condition: ".when(platforms: [.iOS])"),
        Dependency(from: macsListTests, to: macsList, kind: .target),
        Dependency(
          from: core, to: collections, kind: .product(package: "swift-collections", product: "Collections")),
        Dependency(
          from: core, to: orderedCollections, kind: .importOnly,
          location: Location(file: "Core/Sources/Core/Cache.swift", line: 1, column: 1)),
        Dependency(
          from: core, to: macsList, kind: .importOnly,
          location: Location(file: "Core/Sources/Core/Router.swift", line: 3, column: 1)),
      ])
  }

  static let rules = [
    RuleInfo(
      id: "no-cycles", summary: "Module dependencies form no cycle.",
      rationale: "A cycle makes every module in it build, test and ship together.", defaultSeverity: .error),
    RuleInfo(
      id: "layers", summary: "Dependencies point down the layers.",
      rationale: "Lower layers must not know the layers above them (BbA: App → Modules → Core).",
      defaultSeverity: .error),
    RuleInfo(
      id: "feature-isolation", summary: "Modules of the same library do not depend on each other.",
      rationale: "\"There is no dependency between targets of the same library\": features stay independent.",
      defaultSeverity: .warning),
    RuleInfo(
      id: "undeclared-import", summary: "Every import is declared in the manifest.",
      rationale: "An import the manifest does not declare builds by accident, through another target.",
      defaultSeverity: .warning),
  ]

  static var findings: [Finding] {
    [
      Finding(
        ruleID: "no-cycles", severity: .error, message: "MacsList → MacDetails → MacsList form a cycle",
        location: Location(file: "Modules/Package.swift", line: 15, column: 22), modules: [macsList, macDetails]),
      Finding(
        ruleID: "layers", severity: .error, message: "Core (layer Core) imports MacsList (layer Modules, above it)",
        location: Location(file: "Core/Sources/Core/Router.swift", line: 3, column: 1), modules: [core, macsList],
        notes: ["Core must not know the features; move Router to the app target."]),
      Finding(
        ruleID: "feature-isolation", severity: .warning, message: "MacsList depends on MacDetails, in the same library",
        location: Location(file: "Modules/Package.swift", line: 15, column: 22), modules: [macsList, macDetails]),
      Finding(
        ruleID: "undeclared-import", severity: .warning,
        message: "MacDetails imports MacsList, which its target does not declare: \"a, b\" 100% <ok> & done",
        location: Location(file: "Modules/Sources/MacDetails/MacDetailsView.swift", line: 2, column: 1),
        modules: [macDetails, macsList], symbol: "MacsList"),
      // No location of its own: reporters fall back to where the module is declared.
      Finding(
        ruleID: "feature-isolation", severity: .note, message: "MacDetails has no test target", modules: [macDetails]),
    ]
  }

  static let diagnostics = [
    Diagnostic(
      .warning, "could not evaluate 'platforms:' statically; assumed none",
      at: Location(file: "Modules/Package.swift", line: 4, column: 3))
  ]

  static let layers = [
    ReportLayer(name: "App", modules: [app]),
    ReportLayer(name: "Modules", modules: [macsList, macDetails]),
    ReportLayer(name: "Core", modules: [core]),
  ]

  static var metrics: [ModuleMetrics] {
    [
      ModuleMetrics(
        module: app, afferent: 0, efferent: 2, instability: 1, abstractness: 0, distance: 0, lines: 420, files: 5,
        types: 6, testRatio: 0.5, depth: 3, transitiveDependents: 0),
      ModuleMetrics(
        module: macsList, afferent: 3, efferent: 2, instability: 0.4, abstractness: 0.25, distance: 0.35, lines: 310,
        files: 4, types: 4, testRatio: 0.8, depth: 2, transitiveDependents: 3),
      ModuleMetrics(
        module: macDetails, afferent: 2, efferent: 2, instability: 0.5, abstractness: 0, distance: 0.5, lines: 250,
        files: 3, types: 3, testRatio: nil, depth: 2, transitiveDependents: 3),
      ModuleMetrics(
        module: core, afferent: 2, efferent: 1, instability: 0.33, abstractness: 0.6, distance: 0.07, lines: 180,
        files: 3, types: 5, testRatio: nil, depth: 1, transitiveDependents: 4),
    ]
  }

  static let scores = ArchitectureScore(
    name: "Classic Mac",
    detection: StyleDetection(
      style: .bba, leaning: .bba, confidence: 0.9, structure: .modularSPM, cleanLayers: false,
      shares: [.init(style: .mvvm, screens: 3, share: 1)], roleCounts: [.view: 3, .viewModel: 3, .coordinator: 2],
      navigation: .init(centralised: 6, scattered: 0, navigators: 2),
      evidence: ["3 screens: 3 MVVM (a view holds a view model)."],
      decidingTypes: [
        .init(
          type: "MacsListView", module: "MacsList", file: "Sources/MacsList/MacsListView.swift", line: 4, role: .view,
          shows: "holds view model MacsListViewModel")
      ]),
    modules: [],
    criteria: [
      CriterionScore(
        criterion: .coupling, score: 42, rating: .moderate,
        measures: [Measure(name: "module graph density", value: 0.42, shown: "42% of 4 modules", normalized: 0.42, weight: 1)],
        thesis: .low),
      CriterionScore(
        criterion: .modularization, score: 80, rating: .high,
        measures: [Measure(name: "code modules", value: 4, shown: "4", normalized: 0.8, weight: 1)], thesis: .high),
    ],
    thesisColumn: "BbA", codeModules: 4, files: 12, lines: 400)

  static func input(
    root: URL? = URL(fileURLWithPath: "/Users/dev/Classic Mac"), findings: [Finding] = findings,
    metrics: [ModuleMetrics]? = nil, layers: [ReportLayer]? = nil, scores: ArchitectureScore? = nil
  ) -> ReportInput {
    ReportInput(
      root: root, graph: graph, findings: findings, diagnostics: findings.isEmpty ? [] : diagnostics, rules: rules,
      metrics: metrics, layers: layers, scores: scores, toolVersion: "0.1.0")
  }
}
