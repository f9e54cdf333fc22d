import Core
import DataImport
import XCTest

private struct StubImportService: ImportService {
  var result: Result<ImportedExport, Error>

  func importExport(at folder: URL) async throws -> ImportedExport {
    try result.get()
  }
}

@MainActor
final class ImportViewModelTests: XCTestCase {
  private let folder = URL(fileURLWithPath: "/exports/ada")
  private let export = ImportedExport(
    username: "ada",
    followers: [ImportedConnection(username: "bob")],
    following: []
  )

  func testASuccessfulImportSavesAReportOfANewAccount() async throws {
    let store = InMemoryAuditStore()
    let viewModel = ImportViewModel(service: StubImportService(result: .success(export)), store: store)

    await viewModel.importExport(at: folder)

    guard case .imported(let summary) = viewModel.state else { return XCTFail("Expected a summary") }
    XCTAssertTrue(summary.isNewAccount)
    XCTAssertEqual(summary.report.followersCount, 1)
    XCTAssertEqual(viewModel.importedAccount, try store.accounts().first)
  }

  func testASecondImportAddsToTheKnownAccount() async throws {
    let store = InMemoryAuditStore()
    try store.save(export)
    let viewModel = ImportViewModel(service: StubImportService(result: .success(export)), store: store)

    await viewModel.importExport(at: folder)

    guard case .imported(let summary) = viewModel.state else { return XCTFail("Expected a summary") }
    XCTAssertFalse(summary.isNewAccount)
    XCTAssertEqual(try store.reports(of: summary.account.id).count, 2)
  }

  func testImportErrorsAreExplained() async {
    let viewModel = ImportViewModel(
      service: StubImportService(result: .failure(ImportError.missingFollowers)),
      store: InMemoryAuditStore()
    )

    await viewModel.importExport(at: folder)

    XCTAssertEqual(viewModel.state, .failed(message: ImportViewModel.message(for: .missingFollowers)))
    XCTAssertNil(viewModel.importedAccount)
  }

  func testACancelledPickerGoesBackToTheInstructions() {
    let viewModel = ImportViewModel(service: StubImportService(result: .success(export)), store: InMemoryAuditStore())

    viewModel.folderSelectionFailed(nil)

    XCTAssertEqual(viewModel.state, .idle)
  }
}
