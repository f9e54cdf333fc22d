// swift-tools-version:6.0
// plumb: an architecture linter and dependency-graph analyser for Swift and iOS codebases.
//
// The targets, each with what it depends on (the real graph; docs/architecture.md draws it):
//   plumb (the thin CLI)  → PlumbKit, PlumbReporters, PlumbRules, PlumbScanner, PlumbRuleExamples, PlumbGraphviz,
//                           ArgumentParser
//   generate-plumb        → PlumbGenerator → PlumbKit, PlumbRuleExamples, PlumbRules, SwiftSyntax
//   PlumbKit              → PlumbLoaders, PlumbScanner, PlumbMetrics, PlumbRules, PlumbScore, PlumbReporters
//                           (the Pipeline: load → scan → interpret → metrics → rules → score → report)
//   PlumbRuleExamples     → PlumbRules, PlumbScanner, PlumbMetrics (rule examples as tests and docs)
//   PlumbLoaders (load)   → SwiftSyntax, Yams      PlumbScanner (scan) → SwiftSyntax
//   PlumbRules (rules)    → Yams                   PlumbScore (score), PlumbReporters (report) → PlumbMetrics
//   every Plumb* target   → PlumbModel (values: graph, facts, the interpretation, findings, globs; Foundation only)
//   PlumbGraphviz         → CGraphviz (the one door to the Graphviz C library)
// `.plumb.yml` at the root declares these layers and CI checks them (`make self-check`).
import PackageDescription

let package = Package(
  name: "plumb",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "plumb", targets: ["plumb"]),
    .library(name: "PlumbKit", targets: ["PlumbKit"]),
    // Runs a rule's examples as tests and renders them as its documentation (for rules of your own too).
    .library(name: "PlumbRuleExamples", targets: ["PlumbRuleExamples"]),
    // `swift package plumb check` (graph, report, ...) in any package that depends on this one.
    .plugin(name: "PlumbPlugin", targets: ["PlumbPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
  ],
  targets: [
    .target(name: "PlumbModel"),
    .target(
      name: "PlumbLoaders",
      dependencies: [
        "PlumbModel",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        // XcodeGen specs (`project.yml`) are YAML.
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(
      name: "PlumbScanner",
      dependencies: [
        "PlumbModel",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(name: "PlumbRules", dependencies: ["PlumbModel", .product(name: "Yams", package: "Yams")]),
    .target(name: "PlumbMetrics", dependencies: ["PlumbModel"]),
    .target(name: "PlumbScore", dependencies: ["PlumbModel", "PlumbMetrics"]),
    .target(name: "PlumbReporters", dependencies: ["PlumbModel", "PlumbMetrics"]),
    // Graphviz behind one door: only PlumbGraphviz imports the C library.
    // Opened at run time (dlopen), not linked: the binary starts without Graphviz, only drawing needs it, and no
    // Graphviz header or library is needed to build.
    .target(name: "CGraphviz", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(name: "PlumbGraphviz", dependencies: ["CGraphviz"]),
    .target(
      name: "PlumbKit",
      dependencies: [
        "PlumbModel", "PlumbLoaders", "PlumbScanner", "PlumbRules", "PlumbMetrics", "PlumbScore", "PlumbReporters",
      ]
    ),
    .target(name: "PlumbRuleExamples", dependencies: ["PlumbModel", "PlumbRules", "PlumbMetrics", "PlumbScanner"]),
    .executableTarget(
      name: "plumb",
      dependencies: [
        "PlumbKit", "PlumbReporters", "PlumbRuleExamples", "PlumbScanner", "PlumbGraphviz",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The command plugin: runs the plumb executable on the package. It asks for no permission; writing files into
    // the package takes `--allow-writing-to-package-directory` on the command line (Plugins/PlumbPlugin).
    .plugin(
      name: "PlumbPlugin",
      capability: .command(
        intent: .custom(verb: "plumb", description: "Check, draw and report the package's architecture with plumb")),
      dependencies: ["plumb"]
    ),
    // Writes the generated rule registry, embedded presets and rule docs: `swift run generate-plumb`.
    .target(
      name: "PlumbGenerator",
      dependencies: [
        "PlumbKit", "PlumbRuleExamples",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .executableTarget(name: "generate-plumb", dependencies: ["PlumbGenerator"]),
    .target(name: "PlumbTestSupport", dependencies: ["PlumbModel"], path: "Tests/PlumbTestSupport"),
    .testTarget(name: "PlumbModelTests", dependencies: ["PlumbModel"]),
    .testTarget(name: "PlumbLoadersTests", dependencies: ["PlumbLoaders", "PlumbTestSupport"]),
    // SwiftSyntax and SwiftParser for the test oracle, a `SyntaxVisitor` that finds the scanner's facts its own way.
    .testTarget(
      name: "PlumbScannerTests",
      dependencies: [
        "PlumbScanner", "PlumbTestSupport",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "PlumbRulesTests",
      dependencies: ["PlumbRules", "PlumbKit", "PlumbRuleExamples", "PlumbReporters", "PlumbGenerator", "PlumbTestSupport"]),
    .testTarget(
      name: "PlumbReportersTests", dependencies: ["PlumbReporters", "PlumbGraphviz", "PlumbKit", "PlumbTestSupport"]),
    .testTarget(name: "PlumbScoreTests", dependencies: ["PlumbScore", "PlumbKit", "PlumbReporters", "PlumbTestSupport"]),
    .testTarget(name: "PlumbCLITests", dependencies: ["PlumbKit", "PlumbTestSupport"]),
  ],
  swiftLanguageModes: [.v5]
)
