import Module0
import XCTest

final class Module0Tests: XCTestCase {}
