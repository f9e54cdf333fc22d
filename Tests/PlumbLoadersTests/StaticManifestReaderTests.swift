import Foundation
import PlumbModel
import Testing

@testable import PlumbLoaders

/// Reads an inline manifest as if it were `Package.swift` in a package folder named `Inline`.
func readInline(_ source: String) -> PackageManifest {
  StaticManifestReader().read(
    source: source, displayPath: "Package.swift", packageDirectory: URL(fileURLWithPath: "/workspace/Inline"))
}

@Suite("Static manifest evaluator")
struct StaticManifestReaderTests {
  @Test("string literal dependencies are by-name and point at their line")
  func stringDependencies() throws {
    let manifest = readInline(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Inline",
        targets: [
          .target(name: "A"),
          .target(name: "B", dependencies: [
            "A",
          ]),
        ]
      )
      """)
    #expect(!manifest.isIncomplete)
    #expect(manifest.toolsVersion == "5.9.0")
    let b = try #require(manifest.target(named: "B"))
    #expect(b.dependencies.map(\.kind) == [.byName("A")])
    #expect(b.dependencies.first?.location == Location(file: "Package.swift", line: 8, column: 7))
    #expect(b.location == Location(file: "Package.swift", line: 7, column: 5))
  }

  /// SwiftPM 6 accepts the tools version on a later line only when it names 6.0 or later.
  @Test("a tools version on a later line counts from 6.0 on")
  func toolsVersionOnLaterLine() {
    #expect(StaticManifestReader.toolsVersion(in: "// swift-tools-version:5.9\nimport PackageDescription") == "5.9.0")
    #expect(StaticManifestReader.toolsVersion(in: "import Foundation\n\n// swift-tools-version: 6.0\n") == "6.0.0")
    #expect(StaticManifestReader.toolsVersion(in: "// header\n// swift-tools-version: 5.9\n") == nil)
    #expect(StaticManifestReader.toolsVersion(in: "import PackageDescription\n") == nil)
  }

  @Test("+ and += on arrays, and appends after the initialiser")
  func arrayOperators() {
    let manifest = readInline(
      """
      import PackageDescription
      var targets: [Target] = [.target(name: "A")]
      targets += [.target(name: "B")]
      let package = Package(name: "Inline", targets: targets + [.target(name: "C")])
      package.targets.append(.target(name: "D"))
      package.targets.append(contentsOf: [.target(name: "E")])
      package.targets += [.target(name: "F")]
      """)
    #expect(manifest.targets.map(\.name) == ["A", "B", "C", "D", "E", "F"])
    #expect(!manifest.isIncomplete)
  }

  @Test("static members of extensions resolve by the type the context expects")
  func shorthandsByContext() throws {
    let manifest = readInline(
      """
      import PackageDescription
      extension Target { static let core: Target = .target(name: "Core", dependencies: [.core]) }
      extension Target.Dependency { static let core: Self = .product(name: "CoreLib", package: "core-lib") }
      let package = Package(name: "Inline", targets: [.core])
      """)
    let core = try #require(manifest.target(named: "Core"))
    #expect(core.dependencies.map(\.kind) == [.product(name: "CoreLib", package: "core-lib")])
    // The dependency points at the `.core` that uses the shorthand, not at the extension.
    #expect(core.dependencies.first?.location?.line == 2)
  }

  @Test("a computed static var with a plain return")
  func computedStaticVar() {
    let manifest = readInline(
      """
      import PackageDescription
      extension Target.Dependency {
        static var ui: Target.Dependency {
          return .target(name: "UI")
        }
      }
      let package = Package(name: "Inline", targets: [.target(name: "UI"), .target(name: "App", dependencies: [.ui])])
      """)
    #expect(manifest.target(named: "App")?.dependencies.map(\.kind) == [.target("UI")])
  }

  @Test("map over string arrays with $0 and with named parameters")
  func mapOverNames() {
    let manifest = readInline(
      """
      import PackageDescription
      let names = ["A", "B"]
      let package = Package(
        name: "Inline",
        targets: names.map { .target(name: $0) } + ["C"].map { name in
          .target(name: name, dependencies: names.map { Target.Dependency.target(name: $0) })
        }
      )
      """)
    #expect(manifest.targets.map(\.name) == ["A", "B", "C"])
    #expect(manifest.target(named: "C")?.dependencies.map(\.kind) == [.target("A"), .target("B")])
  }

  @Test("helper functions with parameters, defaults and interpolation")
  func helperFunctions() {
    let manifest = readInline(
      """
      import PackageDescription
      let suffix = "Kit"
      func kit(_ name: String, tests: Bool = false) -> Target {
        tests ? .testTarget(name: "\\(name)\\(suffix)Tests") : .target(name: "\\(name)\\(suffix)")
      }
      let package = Package(name: "Inline", targets: [kit("Net"), kit("Net", tests: true)])
      """)
    #expect(manifest.targets.map(\.name) == ["NetKit", "NetKitTests"])
    #expect(manifest.targets.map(\.kind) == [.regular, .test])
  }

  @Test("#if is evaluated for the host and the choice is noted")
  func ifConfig() {
    let manifest = readInline(
      """
      import PackageDescription
      #if os(macOS) || os(iOS)
      let name = "Apple"
      #elseif os(Linux)
      let name = "Linux"
      #else
      let name = "Other"
      #endif
      let package = Package(name: "Inline", targets: [.target(name: name)])
      """)
    #if os(Linux)
      #expect(manifest.targets.map(\.name) == ["Linux"])
    #endif
    #expect(manifest.diagnostics.contains { $0.severity == .note && $0.message.contains("#if") })
    #expect(!manifest.isIncomplete)
  }

  @Test("swift(>=x) and compiler(>=x) compare against Swift 6.3")
  func languageVersionConditions() {
    let conditions = CompilationConditions.host
    func check(_ text: String) -> Bool? { conditions.evaluate(conditionText: text) }
    #expect(check("swift(>=5.9)") == true)
    #expect(check("swift(>=6.3)") == true)
    #expect(check("swift(>=6.4)") == false)
    #expect(check("compiler(<6.0)") == false)
    #expect(check("canImport(Foundation)") == true)
    #expect(check("canImport(UIKit)") == false)
  }

  @Test("environment reads are assumed unset, with a warning at their line")
  func environmentReads() {
    let manifest = readInline(
      """
      import PackageDescription
      import Foundation
      let local = ProcessInfo.processInfo.environment["USE_LOCAL"] != nil
      let package = Package(name: "Inline", targets: [.target(name: local ? "Local" : "Remote")])
      """)
    #expect(manifest.targets.map(\.name) == ["Remote"])
    #expect(manifest.isIncomplete)
    let warning = manifest.diagnostics.first { $0.severity == .warning }
    #expect(warning?.location?.line == 3)
    #expect(warning?.message.contains("USE_LOCAL") == true)
  }

  @Test("what cannot be evaluated is skipped with a warning, and the rest is kept")
  func partialReading() {
    let manifest = readInline(
      """
      import PackageDescription
      let package = Package(
        name: "Inline",
        targets: [
          .target(name: "Kept"),
          .target(name: mysteryName()),
          .target(name: "AlsoKept", dependencies: ["Kept", someUnknownDependency]),
        ]
      )
      """)
    #expect(manifest.isIncomplete)
    #expect(manifest.targets.map(\.name) == ["Kept", "AlsoKept"])
    #expect(manifest.target(named: "AlsoKept")?.dependencies.map(\.kind) == [.byName("Kept")])
    let lines = manifest.diagnostics.filter { $0.severity == .warning }.compactMap(\.location?.line)
    #expect(lines.contains(6))
    #expect(lines.contains(7))
  }

  @Test("definitions that refer to themselves end with a warning, not a crash")
  func selfReference() {
    let manifest = readInline("""
      import PackageDescription
      extension Target.Dependency { static var loop: Self { .loop } }
      func forever(_ n: Int) -> [Target] { forever(n + 1) }
      let package = Package(
        name: "Inline", targets: [.target(name: "A", dependencies: [.loop])] + forever(0) + [.target(name: "B")])
      """)
    #expect(manifest.isIncomplete)
    #expect(manifest.targets.map(\.name) == ["A", "B"])
  }

  @Test("a manifest without Package(...) is an error, not a crash")
  func noPackage() {
    let manifest = readInline("import PackageDescription\nlet x = 1\n")
    #expect(manifest.isIncomplete)
    #expect(manifest.diagnostics.contains { $0.severity == .error })
  }

  @Test("a manifest with syntax errors is still read as far as it parses")
  func syntaxErrors() {
    let manifest = readInline(
      """
      import PackageDescription
      let package = Package(name: "Inline", targets: [.target(name: "A"), .target(name: "B" dependencies: [])])
      """)
    #expect(manifest.isIncomplete)
    #expect(manifest.targets.map(\.name).contains("A"))
  }

  @Test("version requirements are normalised as SwiftPM does")
  func requirements() {
    let manifest = readInline(
      """
      import PackageDescription
      let package = Package(
        name: "Inline",
        dependencies: [
          .package(url: "https://example.com/a/one.git", from: "1.2.3"),
          .package(url: "https://example.com/a/two.git", "1.0.0"..."1.4.9"),
          .package(url: "https://example.com/a/three", .upToNextMinor(from: "0.3.0")),
          .package(path: "../Sibling"),
        ]
      )
      """)
    #expect(manifest.dependencies.map(\.identity) == ["one", "two", "three", "sibling"])
    #expect(
      manifest.dependencies.map(\.requirement) == [
        .range(lowerBound: "1.2.3", upperBound: "2.0.0"),
        .range(lowerBound: "1.0.0", upperBound: "1.4.10"),
        .range(lowerBound: "0.3.0", upperBound: "0.4.0"),
        nil,
      ])
    #expect(manifest.dependencies.last?.source == .fileSystem(path: "/workspace/Sibling"))
  }

  @Test("a for loop over package.targets writes through to the targets")
  func loopWritesThrough() {
    let manifest = readInline(
      """
      import PackageDescription
      let package = Package(name: "Inline", targets: [.target(name: "Log"), .target(name: "A"), .testTarget(name: "T")])
      for target in package.targets where target.type == .regular && target.name != "Log" {
        target.dependencies.append("Log")
      }
      """)
    #expect(manifest.target(named: "A")?.dependencies.map(\.kind) == [.byName("Log")])
    #expect(manifest.target(named: "T")?.dependencies.isEmpty == true)
    #expect(!manifest.isIncomplete)
  }

  /// RxSwift 6 builds its lists as arrays of arrays, cast and flattened: `([[...], extra()] as [[Product]])
  /// .flatMap(\.self)`. Before, `\.self` was read as a property named `self` of each array, and `joined()` only
  /// joined strings: the products were unknown.
  @Test("arrays of arrays cast and flattened with flatMap(\\.self), flatMap { $0 } or joined()")
  func flattenedArraysOfArrays() {
    let manifest = readInline(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let includesExtra = true
      func extraProducts() -> [Product] {
        if includesExtra {
          [.library(name: "Extra", targets: ["Extra"])]
        } else {
          []
        }
      }
      let tools: [[Product]] = [[.executable(name: "tool", targets: ["Tool"])], []]
      let package = Package(
        name: "Inline",
        products: ([
          [.library(name: "Core", targets: ["Core"])],
          extraProducts(),
        ] as [[Product]]).flatMap(\\.self) + Array(tools.joined()),
        targets: ([[.target(name: "Core")], [.target(name: "Extra")]] as [[Target]]).flatMap { $0 }
          + [[Target.executableTarget(name: "Tool")]].joined()
      )
      """)
    #expect(manifest.products.map(\.name) == ["Core", "Extra", "tool"])
    #expect(manifest.targets.map(\.name) == ["Core", "Extra", "Tool"])
    #expect(!manifest.isIncomplete)
    #expect(manifest.productsMayBeIncomplete == nil)
  }

  /// Products built in a way the evaluator does not follow are marked, so a checkout's reader can say so.
  @Test("products that cannot be read mark the manifest")
  func unreadProductsAreMarked() {
    let manifest = readInline(
      """
      import PackageDescription
      let names = ["A", "B"]
      let package = Package(
        name: "Inline",
        products: names.reduce(into: [Product]()) { $0.append(.library(name: $1, targets: [$1])) },
        targets: [.target(name: "A"), .target(name: "B")]
      )
      """)
    #expect(manifest.productsMayBeIncomplete == true)
    #expect(manifest.targets.map(\.name) == ["A", "B"])
  }
}

@Suite("Package identities and conditions")
struct IdentityAndConditionTests {
  @Test("identities are derived as SwiftPM derives them", arguments: [
    ("https://github.com/apple/swift-nio.git", "swift-nio"),
    ("https://github.com/Alamofire/Alamofire", "alamofire"),
    ("git@github.com:pointfreeco/swift-case-paths.git", "swift-case-paths"),
    ("https://example.com/org/Repo.git/", "repo"),
    ("/Users/me/Packages/CoreKit", "corekit"),
  ])
  func identity(url: String, expected: String) {
    #expect(PackageDependencyDeclaration.identity(of: url) == expected)
  }

  @Test("conditions read as people write them")
  func conditionText() {
    #expect(BuildCondition(platforms: ["ios", "macos"]).text == "platforms: iOS, macOS")
    #expect(BuildCondition(platforms: ["linux"], configuration: "debug").text == "platforms: Linux; configuration: debug")
    #expect(BuildCondition(traits: ["Tracing"]).text == "traits: Tracing")
  }
}
