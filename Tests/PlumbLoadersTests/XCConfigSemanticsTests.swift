import Foundation
import PlumbModel
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// How Xcode evaluates configuration files, where plumb read them otherwise (issue 26, held-out set eight): the
/// `Xcode/Configurations` fixture's `Config` files.
@Suite struct XCConfigSemanticsTests {
  static let root = Fixtures.url("Xcode/Configurations")

  static func settings(_ file: String) -> XcodeBuildSettings {
    let read = XCConfigReader(root: root).read("Config/\(file)")
    return XcodeBuildSettings(levels: [read.level], builtIn: ["TARGET_NAME": "Ledger"], isComplete: read.complete)
  }

  /// Before: every configuration of every target read its configuration file again (a twentieth of an app's
  /// history went to reading the same files over). `Ledger`'s Debug and Release are both based on `Core.xcconfig`:
  /// it is read once, and the target has what it sets, and what it leaves unread (its missing include), as before.
  @Test func aConfigurationFileIsReadOncePerProject() throws {
    let work = WorkCounter()
    var reader = XcodeProjectReader(root: Self.root)
    reader.configurationReads = work
    let (project, diagnostics) = reader.read(projectPath: "Ledger.xcodeproj")
    let target = try #require(project?.targets.first { $0.name == "LedgerCore" })
    #expect(work.steps == 1)
    #expect(target.build.definedConditions?.contains("LEDGER_EMBEDDED_STORE") == true)
    #expect(target.build.definedConditionsArePartial == true)
    #expect(diagnostics.filter { $0.message.contains("Core-USER.xcconfig") }.count == 1, "\(diagnostics)")
  }

  /// Before: the second line replaced the first, and `LEDGER_FRAMEWORK` was lost.
  @Test func inheritedInALaterLineOfTheSameFileIsTheEarlierValue() {
    let settings = Self.settings("CoreTests.xcconfig")
    #expect(settings.definedConditions == ["LEDGER_FRAMEWORK"])
    #expect(settings.value("OTHER_SWIFT_FLAGS") == " -D LEDGER_FRAMEWORK -enable-upcoming-feature ExistentialAny")
  }

  /// Before: `$(STORE_PRODUCT_MODULE_NAME_OVERRIDE:default=$(DEFAULT_PRODUCT_MODULE_NAME))` was cut at the first `)`,
  /// kept as written, and the module name dropped for the target's.
  @Test func aDefaultOperatorGivesAnUnsetSettingItsValue() {
    let settings = Self.settings("AppStore.xcconfig")
    #expect(settings.value("PRODUCT_MODULE_NAME") == "Ledger_Desktop")
    #expect(settings.moduleName == "Ledger_Desktop")
    // A default takes the other operators after it; the path operators cut a path.
    #expect(settings.value("STORE_BUNDLE_SUFFIX") == "STORE")
    #expect(settings.value("STORE_ICON") == "ledger.store.png")
    #expect(settings.value("STORE_ICON_EXTENSION") == ".png")
  }

  @Test func aSetValueWinsOverTheDefault() {
    var level = XcodeBuildSettings.Level()
    level.assign("OVERRIDE", "Ledger_Beta")
    level.assign("DEFAULT_NAME", "Ledger")
    level.assign("PRODUCT_MODULE_NAME", "$(OVERRIDE:default=$(DEFAULT_NAME))")
    let settings = XcodeBuildSettings(levels: [level], builtIn: [:], isComplete: true)
    #expect(settings.moduleName == "Ledger_Beta")
  }
}
