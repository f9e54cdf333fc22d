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

/// protoncore_ios's manifest overloads `add(products:targets:)` for products and for product names and maps names
/// with `names.flatMap(products(from:))`: the first overload took the names, ten products were unreadable, and what
/// the package's products bring was unknown to the apps that use it.
@Suite struct ManifestOverloadTests {
  @Test func anOverloadIsChosenByTheArgumentsTypesAndAFunctionCanBeTheTransform() throws {
    let manifest = try StaticManifestReader().read(
      contentsOf: Fixtures.url("Manifests/OverloadsByType/Package.swift"), displayPath: "OverloadsByType/Package.swift")
    #expect(manifest.diagnostics.isEmpty, "\(manifest.diagnostics)")
    #expect(manifest.products.map(\.name) == ["Anchor", "Rope", "Sail"])
    #expect(manifest.targets.map(\.name) == ["Anchor", "Rope", "Sail"])
  }
}
