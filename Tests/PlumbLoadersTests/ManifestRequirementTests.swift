import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Version requirements a manifest writes as its own `static let` of `Range<Version>` (ProtonDrive's `.suitable`).
@Suite struct ManifestRequirementTests {
  @Test func aRangeMadeFromUncheckedBoundsIsReadAndAnUnreadableOneKeepsThePackage() throws {
    let manifest = try StaticManifestReader().read(
      contentsOf: Fixtures.url("Manifests/RangeRequirement/Package.swift"),
      displayPath: "RangeRequirement/Package.swift")
    #expect(manifest.dependencies.map(\.identity) == ["beacon", "wick"])
    #expect(manifest.dependencies.map(\.requirement) == [.range(lowerBound: "0.0.0", upperBound: "99.0.0"), nil])
    // The unreadable one is said at its line, beside what in its value could not be read; `.anyVersion` is not.
    #expect(manifest.diagnostics.compactMap(\.location?.line).sorted() == [9, 23])
    #expect(
      manifest.diagnostics.map(\.message).contains(
        "cannot read the version requirement of .package(url: \"https://example.com/lighthouse/wick.git\", "
          + "<unknown>); the package is read with its version unknown"))
  }

  /// ios-drive's warnings showed `.suitable` as `.Self(uncheckedBounds: .tuple("0.0.0", "99.0.0"))`.
  @Test func aValueIsRenderedAsWritten() {
    let versions: [ManifestCall.Argument] = [
      .init(label: nil, value: .string("1.0.0", nil)), .init(label: nil, value: .string("2.0.0", nil)),
    ]
    let bounds = ManifestCall(name: "tuple", arguments: versions, location: nil)
    let range = ManifestCall(
      name: "Range", arguments: [.init(label: "uncheckedBounds", value: .call(bounds))], location: nil)
    #expect(range.description == "Range(uncheckedBounds: (\"1.0.0\", \"2.0.0\"))")
    #expect(ManifestCall(name: "upToNextMajor", arguments: [], location: nil).description == ".upToNextMajor()")
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

/// swiftlang/swift-testing's manifest gives `define` default arguments in an extension of its own protocol over
/// `CSetting` and `CXXSetting`, whose body `.define(name, to: value, condition)` is PackageDescription's method
/// (the requirement the concrete types satisfy), not a call of itself: it was read as endless recursion.
@Suite struct ProtocolExtensionForwardingTests {
  @Test func aForwardingCallInAProtocolExtensionIsTheConcreteTypesMethod() throws {
    let manifest = try StaticManifestReader().read(
      contentsOf: Fixtures.url("Manifests/ProtocolForwarding/Package.swift"),
      displayPath: "ProtocolForwarding/Package.swift")
    #expect(manifest.diagnostics.isEmpty, "\(manifest.diagnostics)")
    #expect(manifest.targets.map(\.name) == ["Lantern"])
    #expect(manifest.targets.first?.defines == ["LANTERN"])
  }
}
