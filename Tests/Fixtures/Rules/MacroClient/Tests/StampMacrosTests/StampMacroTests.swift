import SwiftSyntaxMacrosTestSupport
import XCTest

@testable import StampMacros

final class StampMacroTests: XCTestCase {
  func testExpansion() {
    assertMacroExpansion(
      "#stamp(a + b)", expandedSource: "(a + b, \"a + b\")", macros: ["stamp": StampMacro.self])
  }
}
