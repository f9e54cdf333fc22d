import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Tuist helpers whose enums carry associated values (`case framework(Linking)`), compared with `==`, `!=` and
/// matched by `switch`; and a target plumb cannot read, which its dependents do not call undeclared.
@Suite struct TuistCaseValueTests {
  static let root = Fixtures.url("Generators/TuistCaseValues")

  private func read() -> ProjectSpecReading {
    TuistSpecs.read(root: Self.root, tree: FileTree(root: Self.root.path))
  }

  @Test func casesWithAssociatedValuesAreComparedAndMatched() throws {
    let reading = read()
    let targets = reading.projects.flatMap(\.targets).filter { $0.name != "Pier" }
    #expect(
      targets.map { "\($0.name) \($0.productType) \($0.productName ?? "-")" }.sorted() == [
        "Buoy com.apple.product-type.framework Buoy",
        "Dock com.apple.product-type.framework DockDynamic",
        "Harbor com.apple.product-type.application Harbor",
      ])
    #expect(!reading.diagnostics.contains { $0.location?.file.hasSuffix("ModuleKind.swift") == true })
  }

  /// 14th-team5-iOS builds its targets from a factory struct whose initialiser gives most parameters defaults
  /// (`sources: SourceFilesList? = .default`): read as the call written, the defaults were lost and four targets
  /// had no sources, silently.
  @Test func aHelperStructsInitialiserDefaultsAreItsProperties() throws {
    let buoy = try #require(read().projects.flatMap(\.targets).first { $0.name == "Buoy" })
    #expect(buoy.sources == ["Buoy/Sources/Buoy.swift"])
  }

  @Test func aTargetThatCannotBeReadIsSaidOnceWhereItIsWritten() throws {
    let reading = read()
    let pier = reading.diagnostics.filter { $0.message.contains("Pier") || $0.location?.file == "Pier/Project.swift" }
    // The unknown function and the target left out, at Pier's manifest; nothing at Harbor's saying Pier "declares no
    // such target".
    #expect(pier.allSatisfy { $0.location?.file == "Pier/Project.swift" }, "\(pier)")
    #expect(pier.contains { $0.message.contains("cannot read its product") })
    #expect(!reading.diagnostics.contains { $0.message.contains("declares no such target") })
  }
}
