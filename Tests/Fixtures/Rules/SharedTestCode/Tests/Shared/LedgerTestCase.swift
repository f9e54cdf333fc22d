import Drivers
@testable import Parser
import XCTest

/// The base of every ledger test: parses and drives a sample ledger.
open class LedgerTestCase: XCTestCase {
  public func parsedFields(_ line: String) -> [String] { Parser().fields(of: line) }

  public func drivenLines(_ text: String) -> Int { Driver().lineCount(of: text) }
}
