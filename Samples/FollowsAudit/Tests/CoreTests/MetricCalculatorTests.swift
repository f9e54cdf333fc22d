import Core
import XCTest

final class MetricCalculatorTests: XCTestCase {
  private let older = Fixtures.snapshot(id: 1, followers: ["bob", "carol", "dan"], following: ["bob", "erin"])
  private let newer = Fixtures.snapshot(id: 2, followers: ["bob", "dan", "fay"], following: ["bob", "erin", "fay"])

  func testCountsAndTheirPreviousValues() {
    let calculator = MetricCalculator(latest: newer, previous: older)

    XCTAssertEqual(calculator.metric(.followers), CountMetric(kind: .followers, value: 3, previousValue: 3))
    XCTAssertEqual(calculator.metric(.mutuals), CountMetric(kind: .mutuals, value: 2, previousValue: 1))
    XCTAssertEqual(calculator.metric(.notFollowingBack), CountMetric(kind: .notFollowingBack, value: 1, previousValue: 1))
  }

  func testGainedAndLostCompareTheTwoReports() {
    let calculator = MetricCalculator(latest: newer, previous: older)

    XCTAssertEqual(calculator.usernames(for: .newFollowers), ["fay"])
    XCTAssertEqual(calculator.usernames(for: .unfollowers), ["carol"])
    // A comparison has no value "in the previous report" of its own.
    XCTAssertNil(calculator.metric(.unfollowers).previousValue)
  }

  func testTheFirstReportGainsAndLosesNobody() {
    let calculator = MetricCalculator(latest: older, previous: nil)

    XCTAssertEqual(calculator.metric(.newFollowers).value, 0)
    XCTAssertEqual(calculator.metric(.unfollowers).value, 0)
    XCTAssertNil(calculator.metric(.followers).previousValue)
  }

  func testComparisonNetChange() {
    let comparison = ReportComparison(from: older, to: newer)
    XCTAssertEqual(comparison.netFollowerChange, 0)
    XCTAssertEqual(comparison.newFollowing, ["fay"])
    XCTAssertTrue(comparison.unfollowed.isEmpty)
    XCTAssertFalse(comparison.isEmpty)
  }
}
