import Module3
import XCTest

final class Module3Tests: XCTestCase {}
