import AccountsList
import Core
import XCTest

private struct DiskFull: Error {}

@MainActor
final class AccountsListViewModelTests: XCTestCase {
  // XCTest makes a new instance for every test, so each test starts with an empty store.
  private let store = InMemoryAuditStore()

  func testStartsLoadingAndIsEmptyAfterwardsWithoutAccounts() {
    let viewModel = AccountsListViewModel(store: store)
    XCTAssertEqual(viewModel.state, .loading)

    viewModel.load()

    XCTAssertEqual(viewModel.state, .loaded)
    XCTAssertTrue(viewModel.isEmpty)
  }

  func testLoadsTheAccountsWithTheirLatestReport() throws {
    try store.save(export("ada", followers: ["bob"]))
    let (_, latest) = try store.save(export("ada", followers: ["bob", "carol"]))
    try store.save(export("grace", followers: []))
    let viewModel = AccountsListViewModel(store: store)

    viewModel.load()

    XCTAssertEqual(viewModel.accounts.map(\.username), ["ada", "grace"])
    let ada = try XCTUnwrap(viewModel.accounts.first)
    XCTAssertEqual(viewModel.latestReports[ada.id], latest)
    XCTAssertTrue(viewModel.subtitle(for: ada).hasPrefix("2 followers"))
  }

  func testSearchNarrowsTheAccounts() throws {
    try store.save(export("ada", followers: []))
    try store.save(export("grace", followers: []))
    let viewModel = AccountsListViewModel(store: store)
    viewModel.load()

    viewModel.searchText = "@GRA"

    XCTAssertEqual(viewModel.visibleAccounts.map(\.username), ["grace"])
  }

  func testDeletingRemovesTheAccountFromTheList() throws {
    let (ada, _) = try store.save(export("ada", followers: []))
    let viewModel = AccountsListViewModel(store: store)
    viewModel.load()

    XCTAssertTrue(viewModel.delete(ada))

    XCTAssertEqual(viewModel.accounts, [])
    XCTAssertEqual(try store.accounts(), [])
  }

  func testAFailingStoreIsShownAsAMessage() {
    store.failure = DiskFull()
    let viewModel = AccountsListViewModel(store: store)

    viewModel.load()

    XCTAssertEqual(viewModel.state, .failed(message: "Your accounts could not be read."))
  }

  private func export(_ username: String, followers: [String]) -> ImportedExport {
    ImportedExport(username: username, followers: followers.map { ImportedConnection(username: $0) }, following: [])
  }
}
