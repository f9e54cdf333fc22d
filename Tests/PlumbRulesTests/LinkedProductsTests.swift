import Foundation
import PlumbKit
import PlumbModel
import PlumbTestSupport
import Testing

/// Remote products used without an import of their own, read from their packages' checkouts (the
/// `RemotePackages/Linked` fixture, its checkouts in `RemotePackages/LinkedCheckouts`): an SDK's products that work
/// by being linked (Objective-C and binary targets, started by another product's call), a public member an extension
/// adds to views (an internal one of the same name is no use), a module re-exported by an imported umbrella (of its
/// own package by the import, of another package by a type named), and a member an extension adds to a protocol.
@Suite struct LinkedProductsTests {
  static let root = Fixtures.url("RemotePackages/Linked")
  static let checkouts = Fixtures.url("RemotePackages/LinkedCheckouts")

  func unused(packagesPath: URL?) throws -> [String] {
    let report = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: packagesPath)).run()
    return report.findings.filter { $0.ruleID == "unused-dependency" }.map(\.message).sorted()
  }

  static func message(_ module: String, _ dependency: String) -> String {
    "'\(module)' declares a dependency on '\(dependency)' but its sources never import it or use its types"
  }

  /// Before: `Launch`'s SignalAnalytics and SignalVault were reported. `Reports`, which uses nothing of the SDK, still
  /// is.
  @Test func productsWithNoSwiftTargetOfAPackageTheSourcesUseAreLinkedForTheirWork() throws {
    let found = try unused(packagesPath: Self.checkouts)
    #expect(!found.contains(Self.message("Launch", "SignalAnalytics")))
    #expect(!found.contains(Self.message("Launch", "SignalVault")))
    #expect(found.contains(Self.message("Reports", "SignalAnalytics")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    #expect(
      facts.remoteProductsListingNoSwift.map(\.name) == ["BeaconCrashes", "SignalAnalytics", "SignalVault"])
  }

  /// Before: `Monitor`'s BeaconCrashes was reported: the SDK's manifest is read only in part (a helper function picks
  /// a dependency by an environment variable), so the modules of its products stay unknown, and the product was not
  /// asked what it lists. What it lists is its own declaration, read whole: an Objective-C wrapper.
  @Test func aProductOfAManifestReadInPartStillListsNoSwift() throws {
    #expect(!(try unused(packagesPath: Self.checkouts)).contains(Self.message("Monitor", "BeaconCrashes")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let crashes = try #require(scanned.graph.modules.first { $0.name == "BeaconCrashes" })
    #expect(crashes.productModules == nil)
    #expect(scanned.sourceFacts?.remoteProductsListingNoSwift.contains(crashes.id) == true)
  }

  /// Before: `Stories` "never imports" LayoutKit, whose `lk` it calls on a view.
  @Test func aMemberARemoteExtensionAddsUsesItsProduct() throws {
    #expect(!(try unused(packagesPath: Self.checkouts)).contains(Self.message("Stories", "LayoutKit")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    #expect(scanned.sourceFacts?.remoteExtensionMembers["LayoutKit"] == ["lk"])
  }

  /// Before: `Gallery`'s call of its own `settle` was taken for LayoutKit's `settle`, which LayoutKit's extension of
  /// views declares internal: no other module sees it, so it is no use of LayoutKit.
  @Test func anInternalMemberOfARemoteExtensionIsNoUse() throws {
    #expect((try unused(packagesPath: Self.checkouts)).contains(Self.message("Gallery", "LayoutKit")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let extensions = scanned.sourceFacts?.remoteExtensionMembers ?? [:]
    #expect(extensions["LayoutKit"] == ["lk"])
  }

  /// Before: `Streams` "never imports" WireCore, whose `Buffer` comes through `Wire`'s `@_exported import`.
  @Test func aModuleAnImportedUmbrellaReexportsIsUsed() throws {
    #expect(!(try unused(packagesPath: Self.checkouts)).contains(Self.message("Streams", "WireCore")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    #expect(scanned.sourceFacts?.remoteReexports["Wire"] == ["WireCore"])
  }

  /// Before: `Channels` "never imports" PipesCore, which `Pipes` re-exports: the package's manifest is read only in
  /// part, so its products' modules stay unknown and the umbrella's files were not read. They are where the checkout
  /// keeps them, `Sources/Pipes`.
  @Test func anUmbrellaOfAManifestReadInPartReexportsToo() throws {
    #expect(!(try unused(packagesPath: Self.checkouts)).contains(Self.message("Channels", "PipesCore")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let umbrella = try #require(scanned.graph.modules.first { $0.name == "Pipes" })
    #expect(umbrella.productModules == nil)
    #expect(scanned.sourceFacts?.remoteReexports["Pipes"] == ["PipesCore"])
  }

  /// Before: `Timing` "never imports" Gauges, whose `Stopwatch` it names through another package's umbrella
  /// (`Harbor`'s `@_exported import Gauges`). Tally, which the umbrella re-exports too but whose types `Timing` never
  /// names, is still reported: importing an umbrella is no use of every module it re-exports.
  @Test func aTypeOfAModuleAnotherPackagesUmbrellaReexportsUsesIt() throws {
    let found = try unused(packagesPath: Self.checkouts)
    #expect(!found.contains(Self.message("Timing", "Gauges")))
    #expect(found.contains(Self.message("Timing", "Tally")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    #expect(facts.remoteReexports["Harbor"] == ["Gauges", "Tally"])
    #expect(facts.remoteTypes["Gauges"] == ["Stopwatch"])
  }

  /// Before: `Billing` "never imports" WireFormat, whose `built` its `Record` extension adds, called on `Schema`'s
  /// `Invoice`, which conforms to `WireFormat.Record`. `Printing` calls `built` on `Receipt`, which is no `Record`:
  /// still reported.
  @Test func aMemberAnExtensionAddsToAProtocolUsedOnAConformingTypeUsesIt() throws {
    let found = try unused(packagesPath: Self.checkouts)
    #expect(!found.contains(Self.message("Billing", "WireFormat")))
    #expect(found.contains(Self.message("Printing", "WireFormat")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    #expect(facts.remoteProtocolMembers["WireFormat"] == ["Record": ["built"]])
  }

  /// Before: `Panels` "never imports" Tuning, whose `do` its extension adds to its `Tunable` protocol, which it
  /// conforms `NSObject` to: called on a `NumberFormatter`, whose type plumb does not know. `Sliders` calls `tune` on
  /// a `NumberFormatter`, to which the `Knobs` it imports adds a `tune` of its own: still reported.
  @Test func aMemberOfAProtocolADependencyConformsNSObjectToUsesIt() throws {
    let found = try unused(packagesPath: Self.checkouts)
    #expect(!found.contains(Self.message("Panels", "Tuning")))
    #expect(found.contains(Self.message("Sliders", "Tuning")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    #expect(facts.remoteNSObjectProtocols["Tuning"] == ["Tunable"])
    #expect(facts.remoteProtocolMembers["Tuning"] == ["Tunable": ["do", "tune"]])
  }

  /// Before: `Welcome` "never imports" Motion: it plays the `MotionView` that `Artwork.wave.makeView()` returns, a
  /// function `Artwork` declares `-> MotionView` with Motion imported, and never names the type. `Farewell` calls
  /// `Artwork`'s `title()`, which returns a `String`: still reported.
  @Test func aValueOfAProductsTypeThatAnotherModuleReturnsUsesIt() throws {
    let found = try unused(packagesPath: Self.checkouts)
    #expect(!found.contains(Self.message("Welcome", "Motion")))
    #expect(found.contains(Self.message("Farewell", "Motion")))
    let scanned = try Pipeline(root: Self.root, options: AnalysisOptions(packagesPath: Self.checkouts)).loadAndScan()
    let facts = try #require(scanned.sourceFacts)
    let artwork = try #require(scanned.graph.modules.first { $0.name == "Artwork" })
    #expect(facts.modules[artwork.id]?.returnedTypes == ["makeView": ["MotionView"], "title": ["String"]])
  }

  /// Without the checkouts, none of it can be read: all are reported as before.
  @Test func withoutTheCheckoutsTheyAreReported() throws {
    #expect(
      try unused(packagesPath: nil) == [
        Self.message("Billing", "WireFormat"),
        Self.message("Channels", "PipesCore"), Self.message("Farewell", "Motion"),
        Self.message("Gallery", "LayoutKit"),
        Self.message("Launch", "SignalAnalytics"), Self.message("Launch", "SignalVault"),
        Self.message("Monitor", "BeaconCrashes"), Self.message("Panels", "Tuning"),
        Self.message("Printing", "WireFormat"), Self.message("Reports", "SignalAnalytics"),
        Self.message("Sliders", "Tuning"),
        Self.message("Stories", "LayoutKit"),
        Self.message("Streams", "WireCore"), Self.message("Timing", "Gauges"), Self.message("Timing", "Tally"),
        Self.message("Welcome", "Motion"),
      ])
  }
}
