import Core
import Dashboard
import FAFoundation
import XCTest

@MainActor
final class ConnectionsListViewModelTests: XCTestCase {
  func testListsTheUsernamesOfTheMetricSorted() throws {
    let store = InMemoryAuditStore()
    let followers = ["zoe", "Bob", "carol"].map { ImportedConnection(username: $0) }
    let (account, _) = try store.save(ImportedExport(username: "ada", followers: followers, following: []))
    let viewModel = ConnectionsListViewModel(account: account, kind: .fans, store: store)

    viewModel.load()

    XCTAssertEqual(viewModel.usernames, ["bob", "carol", "zoe"])
    XCTAssertEqual(viewModel.title, "Fans")
  }

  func testSearchFiltersTheList() throws {
    let store = InMemoryAuditStore()
    let followers = ["bob", "bobby", "carol"].map { ImportedConnection(username: $0) }
    let (account, _) = try store.save(ImportedExport(username: "ada", followers: followers, following: []))
    let viewModel = ConnectionsListViewModel(account: account, kind: .followers, store: store)
    viewModel.load()

    viewModel.searchText = "bob"

    XCTAssertEqual(viewModel.visibleUsernames, ["bob", "bobby"])
  }

  func testAComparisonWithoutChangesExplainsWhyItIsEmpty() throws {
    let store = InMemoryAuditStore()
    let (account, _) = try store.save(ImportedExport(username: "ada", followers: [], following: []))
    let viewModel = ConnectionsListViewModel(account: account, kind: .unfollowers, store: store)

    viewModel.load()

    XCTAssertTrue(viewModel.usernames.isEmpty)
    XCTAssertEqual(viewModel.emptyMessage, "Nothing changed since the previous report.")
  }
}
