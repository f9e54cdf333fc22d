import FlowKit
import SharedModels
import UIKit
import XCTest
@testable import HomeFeature

final class HomeCoordinatorTests: XCTestCase {
  private let user = User(displayName: "Ana", collection: ["iMac G3"], joinedAt: Date(timeIntervalSince1970: 0))

  func testStartShowsHomeAsTheOnlyScreen() {
    let navigation = UINavigationController()
    HomeCoordinator(navigationController: navigation, user: user, notificationCenter: NotificationCenter()).start()
    XCTAssertEqual(navigation.viewControllers.count, 1)
    XCTAssertTrue(navigation.viewControllers.first is HomeViewController)
  }

  func testShowProfilePostsTheProfileFlowWithTheUser() {
    let center = NotificationCenter()
    let navigation = UINavigationController()
    let posted = expectation(description: "profile flow posted")
    let token = center.track { root, flow in
      XCTAssertIdentical(root, navigation)
      guard case .profile(let postedUser)? = flow as? HomeFlows else { return XCTFail("unexpected \(flow)") }
      XCTAssertEqual(postedUser, self.user)
      posted.fulfill()
    }
    HomeCoordinator(navigationController: navigation, user: user, notificationCenter: center).showProfile(user)
    wait(for: [posted], timeout: 1)
    center.removeObserver(token)
  }
}
