import Foundation
import PlumbKit
import PlumbModel
import XCTest

final class ScoreSamplesTests: XCTestCase {
}
