import AccountSettings
import Core
import FAFoundation
import XCTest

@MainActor
final class AccountSettingsViewModelTests: XCTestCase {
  private let store = InMemoryAuditStore()
  private let layout = InMemoryDashboardLayoutStore()
  private var account: Account!

  override func setUp() async throws {
    account = try store.save(ImportedExport(username: "ada", followers: [], following: [])).account
  }

  func testStartsWithTheDefaultDashboard() {
    let viewModel = makeViewModel()
    XCTAssertEqual(viewModel.widgets, MetricKind.defaultDashboard)
    XCTAssertEqual(viewModel.hiddenWidgets, [.following, .notFollowingBack, .fans])
  }

  func testAddingAndMovingWidgetsIsSavedAtOnce() {
    let viewModel = makeViewModel()

    viewModel.add(.fans)
    viewModel.move(fromOffsets: [4], toOffset: 0)

    XCTAssertEqual(layout.widgets(for: account.id), [.fans, .followers, .newFollowers, .unfollowers, .mutuals])
  }

  func testTheLastWidgetCannotBeRemoved() {
    layout.setWidgets([.followers], for: account.id)
    let viewModel = makeViewModel()

    viewModel.remove(.followers)

    XCTAssertFalse(viewModel.canRemoveWidgets)
    XCTAssertEqual(viewModel.widgets, [.followers])
  }

  func testDeletingTheAccountRemovesItFromTheStore() throws {
    let viewModel = makeViewModel()

    XCTAssertTrue(viewModel.deleteAccount())
    XCTAssertEqual(try store.accounts(), [])
    // A second attempt finds nothing to delete.
    XCTAssertFalse(viewModel.deleteAccount())
    XCTAssertNotNil(viewModel.errorMessage)
  }

  private func makeViewModel() -> AccountSettingsViewModel {
    AccountSettingsViewModel(account: account, layout: layout, store: store)
  }
}
