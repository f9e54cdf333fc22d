import Core
import XCTest
@testable import FollowsAudit

final class AccountsCoordinatorTests: XCTestCase {
  private let ada = Account(id: 1, username: "ada", addedAt: Date(timeIntervalSince1970: 0))
  private let grace = Account(id: 2, username: "grace", addedAt: Date(timeIntervalSince1970: 0))

  func testSelectingAnAccountShowsItsDashboard() {
    var navigation = AccountsNavigation()
    navigation.showDashboard(of: ada)
    XCTAssertEqual(navigation.path, [.dashboard(ada)])
  }

  func testSelectingAnotherAccountReplacesTheStack() {
    var navigation = AccountsNavigation()
    navigation.showDashboard(of: ada)
    navigation.showConnections(.followers, of: ada)
    navigation.showDashboard(of: grace)
    XCTAssertEqual(navigation.path, [.dashboard(grace)])
  }

  func testTappingAWidgetTwicePushesItsListOnce() {
    var navigation = AccountsNavigation()
    navigation.showDashboard(of: ada)
    navigation.showConnections(.unfollowers, of: ada)
    navigation.showConnections(.unfollowers, of: ada)
    XCTAssertEqual(navigation.path, [.dashboard(ada), .connections(ada, .unfollowers)])
  }

  func testASuccessfulImportClosesTheCoverAndOpensTheDashboard() {
    var navigation = AccountsNavigation()
    navigation.presentImport()
    XCTAssertTrue(navigation.isImporting)

    navigation.finishImport(with: grace)

    XCTAssertFalse(navigation.isImporting)
    XCTAssertEqual(navigation.path, [.dashboard(grace)])
  }

  func testACancelledImportLeavesTheStackAsItWas() {
    var navigation = AccountsNavigation()
    navigation.showDashboard(of: ada)
    navigation.presentImport()

    navigation.finishImport(with: nil)

    XCTAssertFalse(navigation.isImporting)
    XCTAssertEqual(navigation.path, [.dashboard(ada)])
  }

  func testReportsAndSettingsAreSheetsOverTheStack() {
    var navigation = AccountsNavigation()
    navigation.showDashboard(of: ada)

    navigation.presentReports(of: ada)
    XCTAssertEqual(navigation.reportsAccount, ada)
    navigation.dismissReports()
    navigation.presentSettings(of: ada)
    XCTAssertEqual(navigation.settingsAccount, ada)

    XCTAssertNil(navigation.reportsAccount)
    XCTAssertEqual(navigation.path, [.dashboard(ada)])
  }

  func testDeletingAnAccountClosesItsScreens() {
    var navigation = AccountsNavigation()
    navigation.showDashboard(of: ada)
    navigation.showConnections(.mutuals, of: ada)
    navigation.presentSettings(of: ada)

    navigation.accountDeleted(ada)

    XCTAssertEqual(navigation, AccountsNavigation())
  }
}
