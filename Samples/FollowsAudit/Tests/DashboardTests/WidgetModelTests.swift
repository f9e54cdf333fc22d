import Core
import Dashboard
import FAFoundation
import XCTest

final class WidgetModelTests: XCTestCase {
  func testNetDescriptionSaysWhichWayTheFollowersWent() {
    func model(gained: Int, lost: Int) -> GainedLostWidgetModel {
      GainedLostWidgetModel(
        gained: CountMetric(kind: .newFollowers, value: gained),
        lost: CountMetric(kind: .unfollowers, value: lost),
        isFirstReport: false
      )
    }
    XCTAssertEqual(model(gained: 5, lost: 2).netDescription, "+3 net")
    XCTAssertEqual(model(gained: 1, lost: 4).netDescription, "-3 net")
    XCTAssertEqual(model(gained: 2, lost: 2).netDescription, "No change")
  }

  func testReciprocityIsTheShareOfFollowersThatAreMutuals() {
    let model = MutualsWidgetModel(
      mutuals: CountMetric(kind: .mutuals, value: 30),
      followers: CountMetric(kind: .followers, value: 120)
    )
    XCTAssertEqual(model.reciprocity, 0.25, accuracy: 0.0001)
  }

  func testAnAccountWithoutFollowersHasNoReciprocity() {
    let model = MutualsWidgetModel(
      mutuals: CountMetric(kind: .mutuals, value: 0),
      followers: CountMetric(kind: .followers, value: 0)
    )
    XCTAssertEqual(model.reciprocity, 0)
  }
}
