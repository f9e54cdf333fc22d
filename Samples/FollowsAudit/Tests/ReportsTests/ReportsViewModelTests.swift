import Core
import Reports
import XCTest

@MainActor
final class ReportsViewModelTests: XCTestCase {
  private var store: InMemoryAuditStore!
  private var clock = Date(timeIntervalSince1970: 1_700_000_000)
  private var account: Account!

  override func setUp() async throws {
    store = InMemoryAuditStore(now: { [unowned self] in clock })
    account = try importReport(followers: ["bob", "carol"])
    try importReport(followers: ["bob", "carol", "dan", "erin"])
    try importReport(followers: ["bob"])
  }

  func testReportsAreNewestFirstAndTheHistoryOldestFirst() {
    let viewModel = ReportsViewModel(account: account, store: store)

    viewModel.load()

    XCTAssertEqual(viewModel.reports.map(\.followersCount), [1, 4, 2])
    XCTAssertEqual(viewModel.history.map(\.followersCount), [2, 4, 1])
  }

  func testEachReportDescribesItsChangeInFollowers() {
    let viewModel = ReportsViewModel(account: account, store: store)
    viewModel.load()

    XCTAssertEqual(viewModel.reports.map(viewModel.changeDescription), [
      "-3 followers", "+2 followers", "First report",
    ])
  }

  func testDeletingAReportRemovesIt() throws {
    let viewModel = ReportsViewModel(account: account, store: store)
    viewModel.load()
    let newest = try XCTUnwrap(viewModel.reports.first)

    viewModel.delete(newest)

    XCTAssertFalse(viewModel.reports.contains(newest))
    XCTAssertEqual(try store.reports(of: account.id).count, 2)
  }

  @discardableResult
  private func importReport(followers: [String]) throws -> Account {
    clock.addTimeInterval(86_400)
    let export = ImportedExport(username: "ada", followers: followers.map { ImportedConnection(username: $0) }, following: [])
    return try store.save(export).account
  }
}
