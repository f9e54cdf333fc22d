import Core
import XCTest

final class SQLiteAuditStoreTests: XCTestCase {
  private var store: SQLiteAuditStore!
  private var clock = Date(timeIntervalSince1970: 1_700_000_000)

  override func setUpWithError() throws {
    store = try SQLiteAuditStore(database: .inMemory(), now: { [unowned self] in clock })
  }

  func testTheFirstImportAddsTheAccount() throws {
    let (account, report) = try store.save(Fixtures.export(followers: ["bob", "carol"], following: ["bob"]))

    XCTAssertEqual(try store.accounts(), [account])
    XCTAssertEqual(account.username, "ada")
    XCTAssertEqual(report.followersCount, 2)
    XCTAssertEqual(report.followingCount, 1)
  }

  func testALaterImportAddsAReportToTheSameAccount() throws {
    let first = try store.save(Fixtures.export(followers: ["bob"], following: []))
    clock.addTimeInterval(86_400)
    let second = try store.save(Fixtures.export(followers: ["bob", "dan"], following: []))

    XCTAssertEqual(first.account, second.account)
    XCTAssertEqual(try store.reports(of: first.account.id), [second.report, first.report])
  }

  func testASnapshotReadsTheUsernamesBack() throws {
    let (_, report) = try store.save(Fixtures.export(followers: ["bob", "carol"], following: ["carol", "erin"]))

    let snapshot = try store.snapshot(of: report)
    XCTAssertEqual(snapshot.followers, ["bob", "carol"])
    XCTAssertEqual(snapshot.following, ["carol", "erin"])
    XCTAssertEqual(snapshot.mutuals, ["carol"])
  }

  func testLatestSnapshotsAreTheNewestReportAndTheOneBefore() throws {
    let (account, _) = try store.save(Fixtures.export(followers: ["bob"], following: []))
    clock.addTimeInterval(86_400)
    try store.save(Fixtures.export(followers: ["bob", "carol"], following: []))

    let snapshots = try XCTUnwrap(try store.latestSnapshots(of: account.id))
    XCTAssertEqual(snapshots.latest.followers, ["bob", "carol"])
    XCTAssertEqual(snapshots.previous?.followers, ["bob"])
  }

  func testDeletingAnAccountDeletesItsReports() throws {
    let (account, report) = try store.save(Fixtures.export(followers: ["bob"], following: []))

    try store.deleteAccount(account.id)

    XCTAssertEqual(try store.accounts(), [])
    XCTAssertEqual(try store.reports(of: account.id), [])
    XCTAssertThrowsError(try store.snapshot(of: report))
  }

  func testUsernamesAreUniqueIgnoringCase() throws {
    let first = try store.save(Fixtures.export("Ada", followers: [], following: []))
    let second = try store.save(Fixtures.export("ada", followers: [], following: []))
    XCTAssertEqual(first.account.id, second.account.id)
  }
}
