import UIKit

/// A request from a feature to leave it: the feature says where, the app decides how. Each feature declares
/// its own enum (`MacsListFlow`), so features never import each other.
public protocol FlowType {}

public protocol FlowRouting: AnyObject {
  func route(_ flow: FlowType, from rootViewController: UINavigationController)
}
