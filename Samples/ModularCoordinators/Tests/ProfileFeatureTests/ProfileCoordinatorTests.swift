import FlowKit
import SharedModels
import UIKit
import XCTest
@testable import ProfileFeature

final class ProfileCoordinatorTests: XCTestCase {
  func testLogoutPostsTheLogoutFlow() {
    let center = NotificationCenter()
    let posted = expectation(description: "logout posted")
    let token = center.track { _, flow in
      if case .logout? = flow as? ProfileFlows { posted.fulfill() }
    }
    let navigation = UINavigationController()
    ProfileCoordinator(navigationController: navigation, user: User(displayName: "Eve", collection: [], joinedAt: Date()),
                       notificationCenter: center).logout()
    wait(for: [posted], timeout: 1)
    center.removeObserver(token)
  }
}
