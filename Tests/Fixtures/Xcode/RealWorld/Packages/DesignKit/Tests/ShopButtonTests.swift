import XCTest

@testable import DesignKit

final class ShopButtonTests: XCTestCase {}
