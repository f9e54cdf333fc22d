import Foundation
import PlumbKit
import PlumbModel
import PlumbRules
import PlumbTestSupport
import Testing

/// Sources of another repository a Bazel target compiles (issue 26, round nine; envoyproxy/envoy-mobile's `ios_lib`
/// adds `@envoy_mobile_extra_swift_sources//:extra_swift_srcs` to its `srcs`, and the private dependency those
/// sources need to its `private_deps`). The `Generators/Bazel/ExternalSources` fixture: `Gauge` does the same;
/// `Meter`, all of whose sources are in the checkout, declares a dependency it never uses.
@Suite struct ExternalSourcesTests {
  static let root = Fixtures.url("Generators/Bazel/ExternalSources")

  @Test func theLoaderRecordsSourcesItCannotRead() throws {
    let loaded = try Pipeline(root: Self.root).load()
    let gauge = try #require(loaded.graph.modules.first { $0.name == "Gauge" })
    #expect(gauge.sources == ["library/swift/Gauge.swift"])
    #expect(gauge.build.absentSources == ["@gauge_extra_sources//:extra_swift_srcs"])
    let notes = loaded.diagnostics.filter { $0.message.contains("@gauge_extra_sources//:extra_swift_srcs") }
    #expect(notes.map(\.severity) == [.note])
    #expect(notes.first?.location == Location(file: "library/swift/BUILD", line: 5))
    let meter = try #require(loaded.graph.modules.first { $0.name == "Meter" })
    #expect(meter.build.absentSources == nil)
  }

  /// Before: `'Gauge' declares a dependency on 'extra_private_dep' but its sources never import it`, a warning.
  @Test func aDependencyTheUnreadSourcesMayUseIsANote() throws {
    let report = try Pipeline(root: Self.root).run()
    let found = report.findings.filter { $0.ruleID == "unused-dependency" }.sorted { $0.message < $1.message }
    #expect(
      found.map { "\($0.severity.rawValue) \($0.message)" } == [
        "note 'Gauge' declares a dependency on 'extra_private_dep' but the sources plumb read never import it or "
          + "use its types",
        "warning 'Meter' declares a dependency on 'units' but its sources never import it or use its types",
      ])
    #expect(found.first?.notes.first?.contains("'@gauge_extra_sources//:extra_swift_srcs'") == true)
  }
}
