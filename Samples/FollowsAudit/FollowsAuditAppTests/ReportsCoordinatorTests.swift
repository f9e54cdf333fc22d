import Core
import XCTest
@testable import FollowsAudit

final class ReportsCoordinatorTests: XCTestCase {
  private let march = ReportSummary(
    id: 1, accountID: 1, importedAt: Date(timeIntervalSince1970: 1_709_251_200), followersCount: 310, followingCount: 280
  )
  private let april = ReportSummary(
    id: 2, accountID: 1, importedAt: Date(timeIntervalSince1970: 1_711_929_600), followersCount: 325, followingCount: 279
  )

  func testSelectingAReportPushesItsDetails() {
    var navigation = ReportsNavigation()
    navigation.showDetails(of: april)
    XCTAssertEqual(navigation.path, [april])
  }

  func testSelectingTheSameReportTwicePushesOnce() {
    var navigation = ReportsNavigation()
    navigation.showDetails(of: march)
    navigation.showDetails(of: march)
    XCTAssertEqual(navigation.path, [march])
  }

  func testPopToReportsEmptiesTheStack() {
    var navigation = ReportsNavigation()
    navigation.showDetails(of: march)
    navigation.showDetails(of: april)
    navigation.popToReports()
    XCTAssertEqual(navigation, ReportsNavigation())
  }
}
