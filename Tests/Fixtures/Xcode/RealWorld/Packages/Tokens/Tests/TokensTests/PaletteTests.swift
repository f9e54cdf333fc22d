import XCTest

@testable import Tokens

final class PaletteTests: XCTestCase {}
