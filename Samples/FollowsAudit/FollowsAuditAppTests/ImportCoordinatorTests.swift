import Core
import XCTest
@testable import FollowsAudit

private struct PickerFailed: Error {}

@MainActor
final class ImportCoordinatorTests: XCTestCase {
  func testChoosingAFolderPresentsThePicker() {
    var navigation = ImportNavigation()
    navigation.chooseFolder()
    XCTAssertTrue(navigation.isPickingFolder)
  }

  func testAPickedFolderClosesThePickerAndIsImported() {
    var navigation = ImportNavigation()
    navigation.chooseFolder()
    let folder = URL(fileURLWithPath: "/exports/ada")

    XCTAssertEqual(navigation.folderPicked(.success(folder)), folder)
    XCTAssertFalse(navigation.isPickingFolder)
  }

  func testAFailedPickerImportsNothing() {
    var navigation = ImportNavigation()
    navigation.chooseFolder()

    XCTAssertNil(navigation.folderPicked(.failure(PickerFailed())))
    XCTAssertFalse(navigation.isPickingFolder)
  }

  func testFinishingReportsTheImportedAccountToThePresenter() {
    let ada = Account(id: 1, username: "ada", addedAt: .now)
    var reported: Account??
    let coordinator = ImportCoordinator(dependencies: .inMemory()) { account in
      reported = account
    }

    coordinator.finish(ada)
    XCTAssertEqual(reported, .some(ada))

    coordinator.finish(nil)
    XCTAssertEqual(reported, .some(nil))
  }
}
