import FlowKit
import UIKit
import XCTest

private enum TestFlows: FlowType, Equatable {
  case next(Int)
}

final class FlowTrackingTests: XCTestCase {
  func testTrackedActionReceivesThePostedFlowAndRoot() {
    let center = NotificationCenter()
    let root = UIViewController()
    let received = expectation(description: "flow delivered")
    let token = center.track { rootViewController, flow in
      XCTAssertIdentical(rootViewController, root)
      XCTAssertEqual(flow as? TestFlows, .next(3))
      received.fulfill()
    }
    center.post(root, TestFlows.next(3))
    wait(for: [received], timeout: 1)
    center.removeObserver(token)
  }
}
