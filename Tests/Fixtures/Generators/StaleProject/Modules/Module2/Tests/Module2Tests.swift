import Module2
import XCTest

final class Module2Tests: XCTestCase {}
