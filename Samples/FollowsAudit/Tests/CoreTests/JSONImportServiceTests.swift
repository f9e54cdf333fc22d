import Core
import XCTest

final class JSONImportServiceTests: XCTestCase {
  private var folders: [URL] = []

  override func tearDownWithError() throws {
    for folder in folders {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  func testReadsFollowersFollowingAndTheAccountName() async throws {
    let folder = try makeFolder(followers: ["Bob", "carol"], following: ["carol"], username: "ada")

    let export = try await JSONImportService().importExport(at: folder)

    XCTAssertEqual(export.username, "ada")
    XCTAssertEqual(export.followers.map(\.username), ["bob", "carol"])
    XCTAssertEqual(export.following.map(\.username), ["carol"])
    XCTAssertEqual(export.followers.first?.since, Date(timeIntervalSince1970: 1_700_000_000))
  }

  func testAFolderWithoutFollowersIsNotAnExport() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    folders.append(folder)

    do {
      _ = try await JSONImportService().importExport(at: folder)
      XCTFail("An empty folder was imported")
    } catch {
      XCTAssertEqual(error as? ImportError, .missingFollowers)
    }
  }

  func testAnExportWithoutPersonalInformationIsRejected() async throws {
    let folder = try makeFolder(followers: ["bob"], following: [], username: nil)

    do {
      _ = try await JSONImportService().importExport(at: folder)
      XCTFail("An export without its account was imported")
    } catch {
      XCTAssertEqual(error as? ImportError, .missingProfile)
    }
  }

  private func makeFolder(followers: [String], following: [String], username: String?) throws -> URL {
    let folder = try Fixtures.writeExportFolder(followers: followers, following: following, username: username)
    folders.append(folder)
    return folder
  }
}
