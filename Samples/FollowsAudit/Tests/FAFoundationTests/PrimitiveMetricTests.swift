import FAFoundation
import XCTest

private struct Metric: PrimitiveMetric {
  var kind: MetricKind
  var value: Int
  var previousValue: Int?
}

final class PrimitiveMetricTests: XCTestCase {
  func testChangeIsTheDifferenceWithThePreviousReport() {
    XCTAssertEqual(Metric(kind: .followers, value: 120, previousValue: 100).change, 20)
    XCTAssertEqual(Metric(kind: .followers, value: 90, previousValue: 100).change, -10)
  }

  func testTheFirstReportHasNoChangeAndAnUnknownTrend() {
    let metric = Metric(kind: .followers, value: 120, previousValue: nil)
    XCTAssertNil(metric.change)
    XCTAssertEqual(metric.trend, .unknown)
    XCTAssertNil(metric.isImprovement)
  }

  func testTrendCarriesTheSizeOfTheChange() {
    XCTAssertEqual(Metric(kind: .followers, value: 105, previousValue: 100).trend, .up(5))
    XCTAssertEqual(Metric(kind: .followers, value: 97, previousValue: 100).trend, .down(3))
    XCTAssertEqual(Metric(kind: .followers, value: 100, previousValue: 100).trend, .flat)
  }

  func testWhetherAChangeIsGoodNewsDependsOnTheMetric() {
    XCTAssertEqual(Metric(kind: .followers, value: 110, previousValue: 100).isImprovement, true)
    XCTAssertEqual(Metric(kind: .notFollowingBack, value: 110, previousValue: 100).isImprovement, false)
    XCTAssertEqual(Metric(kind: .notFollowingBack, value: 90, previousValue: 100).isImprovement, true)
    XCTAssertNil(Metric(kind: .unfollowers, value: 4, previousValue: 4).isImprovement)
  }

  func testOnlyTheComparingMetricsNeedAPreviousReport() {
    XCTAssertEqual(MetricKind.allCases.filter(\.needsPreviousReport), [.newFollowers, .unfollowers])
  }

  func testTheDefaultDashboardHasNoDuplicates() {
    XCTAssertEqual(Set(MetricKind.defaultDashboard).count, MetricKind.defaultDashboard.count)
  }
}
