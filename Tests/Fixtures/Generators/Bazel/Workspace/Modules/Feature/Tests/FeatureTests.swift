import XCTest
@testable import Feature

final class FeatureTests: XCTestCase {}
