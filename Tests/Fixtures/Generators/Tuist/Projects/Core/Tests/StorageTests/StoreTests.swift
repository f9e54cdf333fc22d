@testable import Storage
import XCTest

final class StoreTests: XCTestCase {}
