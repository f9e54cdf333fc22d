import Module1
import XCTest

final class Module1Tests: XCTestCase {}
