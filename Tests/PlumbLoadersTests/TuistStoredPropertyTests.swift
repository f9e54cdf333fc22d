import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// Tuist helpers that keep names in a struct's stored properties with initial values (`let appName: String =
/// "Lantern"`), read through an instance (`Branding()`, or `Palette(layer:)` by the memberwise initialiser).
@Suite struct TuistStoredPropertyTests {
  static let root = Fixtures.url("Generators/TuistStoredProperties")

  private func read() -> ProjectSpecReading {
    TuistSpecs.read(root: Self.root, tree: FileTree(root: Self.root.path))
  }

  /// A Tuist app read its target's name from such a constant: read as nil, the app target was lost with twenty
  /// lines of "cannot interpolate nil into a string". Its helpers also set Info.plist keys by subscript
  /// (`plist["CFBundleDisplayName"] = ...`) and linker flags on `SettingsDictionary()`, both read without a warning.
  @Test func storedPropertiesWithInitialValuesAreRead() throws {
    let reading = read()
    let targets = reading.projects.flatMap(\.targets)
    #expect(
      targets.map { "\($0.name) \($0.productType) \($0.productName ?? "-")" }.sorted() == [
        "FlintBrightKit com.apple.product-type.framework AmberFlintBrightKit",
        "Lantern com.apple.product-type.application Lantern",
        "WickDarkKit com.apple.product-type.framework AmberWickDarkKit",
      ])
    let lantern = try #require(targets.first { $0.name == "Lantern" })
    #expect(lantern.dependencies.map(\.targetName).sorted() == ["FlintBrightKit", "WickDarkKit"])
    #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
  }
}
