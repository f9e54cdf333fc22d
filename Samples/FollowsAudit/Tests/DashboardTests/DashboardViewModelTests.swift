import Core
import Dashboard
import FAFoundation
import XCTest

@MainActor
final class DashboardViewModelTests: XCTestCase {
  private let store = InMemoryAuditStore()
  private let layout = InMemoryDashboardLayoutStore()

  func testAnAccountWithoutReportsAsksForAnImport() {
    let account = Account(id: 42, username: "ada", addedAt: .now)
    let viewModel = DashboardViewModel(account: account, store: store, layout: layout)

    viewModel.load()

    XCTAssertEqual(viewModel.state, .noReports)
    XCTAssertTrue(viewModel.widgets.isEmpty)
  }

  func testTheDefaultLayoutShowsFollowersGainedLostAndMutuals() throws {
    let account = try importTwoReports()
    let viewModel = DashboardViewModel(account: account, store: store, layout: layout)

    viewModel.load()

    XCTAssertEqual(viewModel.state, .loaded)
    // New followers and unfollowers share one widget.
    XCTAssertEqual(viewModel.widgets.map(\.id), ["followers", "gained-lost", "mutuals"])
    guard case .gainedLost(let model) = viewModel.widgets[1] else { return XCTFail("Expected gained/lost") }
    XCTAssertEqual(model.gained.value, 1)
    XCTAssertEqual(model.lost.value, 1)
    XCTAssertEqual(model.netDescription, "No change")
  }

  func testTheLayoutOfTheAccountDecidesTheWidgetsAndTheirOrder() throws {
    let account = try importTwoReports()
    layout.setWidgets([.notFollowingBack, .followers], for: account.id)
    let viewModel = DashboardViewModel(account: account, store: store, layout: layout)

    viewModel.load()

    XCTAssertEqual(viewModel.widgets, [
      .metric(CountMetric(kind: .notFollowingBack, value: 1, previousValue: 0)),
      .followerCount(CountMetric(kind: .followers, value: 2, previousValue: 2)),
    ])
  }

  func testLastImportIsTheLatestReport() throws {
    let account = try importTwoReports()
    let viewModel = DashboardViewModel(account: account, store: store, layout: layout)

    viewModel.load()

    XCTAssertEqual(viewModel.lastImport, try store.reports(of: account.id).first?.importedAt)
    XCTAssertNotNil(viewModel.lastImportDescription)
  }

  /// Ada had followers bob and carol, then bob and dan; she follows bob and erin.
  private func importTwoReports() throws -> Account {
    try store.save(ImportedExport(username: "ada", followers: connections("bob", "carol"), following: connections("bob")))
    return try store.save(ImportedExport(username: "ada", followers: connections("bob", "dan"), following: connections("bob", "erin"))).account
  }

  private func connections(_ usernames: String...) -> [ImportedConnection] {
    usernames.map { ImportedConnection(username: $0) }
  }
}
