import Core
import Reports
import XCTest

@MainActor
final class ReportDetailViewModelTests: XCTestCase {
  private let store = InMemoryAuditStore()

  func testSectionsListWhatChangedAndSkipEmptyOnes() throws {
    try store.save(export(followers: ["bob", "carol"], following: ["bob"]))
    let (_, report) = try store.save(export(followers: ["bob", "dan"], following: ["bob"]))
    let viewModel = ReportDetailViewModel(report: report, store: store)

    viewModel.load()

    XCTAssertFalse(viewModel.isFirstReport)
    XCTAssertEqual(viewModel.sections, [
      .init(title: "New followers", usernames: ["dan"]),
      .init(title: "Unfollowers", usernames: ["carol"]),
    ])
  }

  func testTheFirstReportHasNothingToCompare() throws {
    let (_, report) = try store.save(export(followers: ["bob"], following: []))
    let viewModel = ReportDetailViewModel(report: report, store: store)

    viewModel.load()

    XCTAssertTrue(viewModel.isFirstReport)
    XCTAssertTrue(viewModel.sections.isEmpty)
  }

  func testADeletedReportShowsAnError() throws {
    let (_, report) = try store.save(export(followers: ["bob"], following: []))
    try store.deleteReport(report.id)
    let viewModel = ReportDetailViewModel(report: report, store: store)

    viewModel.load()

    XCTAssertEqual(viewModel.errorMessage, "This report could not be read.")
  }

  private func export(followers: [String], following: [String]) -> ImportedExport {
    ImportedExport(
      username: "ada",
      followers: followers.map { ImportedConnection(username: $0) },
      following: following.map { ImportedConnection(username: $0) }
    )
  }
}
