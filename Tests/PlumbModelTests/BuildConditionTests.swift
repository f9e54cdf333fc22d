import PlumbModel
import Testing

/// `#if` conditions against what a module's build defines: three answers, false only when it cannot hold.
@Suite struct BuildConditionTests {
  let iOSApp = BuildCondition(definedFlags: ["DEBUG", "STAGING"], platforms: ["iOS"])
  let unknown = BuildCondition(definedFlags: nil, platforms: [])

  @Test func flagsAndPlatforms() {
    #expect(iOSApp.evaluate("DEBUG") == true)
    #expect(iOSApp.evaluate("BETA") == false)
    #expect(iOSApp.evaluate("!BETA") == true)
    #expect(iOSApp.evaluate("os(iOS)") == true)
    #expect(iOSApp.evaluate("os(watchOS)") == false)
    #expect(iOSApp.evaluate("os(Linux)") == false)
    #expect(iOSApp.evaluate("DEBUG && os(watchOS)") == false)
    #expect(iOSApp.evaluate("BETA || os(iOS)") == true)
    #expect(iOSApp.evaluate("!(BETA || canImport(UIKit))") == nil)
    #expect(iOSApp.evaluate("canImport(UIKit)") == nil)
    #expect(iOSApp.evaluate("targetEnvironment(simulator) && BETA") == false)
    #expect(iOSApp.evaluate("swift(>=5.9)") == true)
    #expect(iOSApp.evaluate("compiler(>=5.9) && STAGING") == true)
  }

  @Test func unknownBuildsDecideNothing() {
    #expect(unknown.evaluate("BETA") == nil)
    #expect(unknown.evaluate("os(watchOS)") == nil)
    #expect(unknown.mayHold("BETA && os(watchOS)"))
    #expect(unknown.evaluate("false") == false)
  }

  @Test func malformedConditionsAreUnknown() {
    #expect(iOSApp.evaluate("DEBUG &&") == nil)
    #expect(iOSApp.evaluate("(DEBUG") == nil)
    #expect(iOSApp.mayHold("DEBUG & BETA"))
  }
}
