import Foundation
import PlumbLoaders
import PlumbModel
import PlumbTestSupport
import Testing

/// Version requirements a manifest writes as its own `static let` of `Range<Version>` (ProtonDrive's `.suitable`).
@Suite struct ManifestRequirementTests {
  @Test func aRangeMadeFromUncheckedBoundsIsReadAndAnUnreadableOneKeepsThePackage() throws {
    let manifest = try StaticManifestReader().read(
      contentsOf: Fixtures.url("Manifests/RangeRequirement/Package.swift"),
      displayPath: "RangeRequirement/Package.swift")
    #expect(manifest.dependencies.map(\.identity) == ["beacon", "wick"])
    #expect(manifest.dependencies.map(\.requirement) == [.range(lowerBound: "0.0.0", upperBound: "99.0.0"), nil])
    // Only the unreadable one is said, at its line, with `Self` rendered as the type it stands for.
    #expect(manifest.diagnostics.map(\.location?.line) == [9])
    #expect(
      manifest.diagnostics.map(\.message) == [
        "cannot read the version requirement of .package(url: \"https://example.com/lighthouse/wick.git\", "
          + "Range(pinnedBy: \"Core\")); the package is read with its version unknown"
      ])
  }
}
