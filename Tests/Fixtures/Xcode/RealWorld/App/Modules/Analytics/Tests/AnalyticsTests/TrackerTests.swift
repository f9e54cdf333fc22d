import Analytics_Mocks
import XCTest

@testable import Analytics

final class TrackerTests: XCTestCase {}
