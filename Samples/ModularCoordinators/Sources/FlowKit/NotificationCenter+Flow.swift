import UIKit

extension Notification.Name {
  static let flowRequested = Notification.Name("FlowKit.flowRequested")
}

private enum FlowUserInfoKey {
  static let rootViewController = "rootViewController"
  static let flow = "flow"
}

extension NotificationCenter {
  /// Used by a feature's coordinator: "take the user to `flow`, starting from `rootViewController`".
  public func post(_ rootViewController: UIViewController, _ flow: FlowType) {
    post(name: .flowRequested, object: nil, userInfo: [
      FlowUserInfoKey.rootViewController: rootViewController,
      FlowUserInfoKey.flow: flow,
    ])
  }

  /// Used by the app: called for every flow any feature posts. Keep the token to stop tracking.
  @discardableResult
  public func track(perform action: @escaping (UIViewController, FlowType) -> Void) -> NSObjectProtocol {
    addObserver(forName: .flowRequested, object: nil, queue: .main) { notification in
      guard
        let rootViewController = notification.userInfo?[FlowUserInfoKey.rootViewController] as? UIViewController,
        let flow = notification.userInfo?[FlowUserInfoKey.flow] as? FlowType
      else { return }
      action(rootViewController, flow)
    }
  }
}
