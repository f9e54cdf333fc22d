import SharedModels
import XCTest
@testable import ProfileFeature

final class ProfileSummaryTests: XCTestCase {
  private let calendar = Calendar(identifier: .gregorian)

  func testSubtitleCountsMacsAndYears() {
    let joined = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01
    let now = Date(timeIntervalSince1970: 1_735_689_600)   // 2025-01-01
    let user = User(displayName: "Bill", collection: ["Macintosh II", "Macintosh IIci"], joinedAt: joined)
    let summary = ProfileSummary(user: user, now: now, calendar: calendar)
    XCTAssertEqual(summary.title, "Bill")
    XCTAssertEqual(summary.subtitle, "2 Macs · collecting for 25 years")
  }

  func testNewCollectorsJoinedThisYear() {
    let now = Date(timeIntervalSince1970: 1_735_689_600)
    let user = User(displayName: "Eve", collection: ["eMac"], joinedAt: now)
    XCTAssertEqual(ProfileSummary(user: user, now: now, calendar: calendar).subtitle, "1 Mac · joined this year")
  }
}
