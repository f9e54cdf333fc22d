public protocol HomeCoordinatorDelegate: AnyObject {
  func homeDidFinish()
}

public final class HomeCoordinator {
  public weak var delegate: HomeCoordinatorDelegate?

  public init() {}

  public func start() {
    print(GreetingFormatter().greeting(for: "Mac"))
  }
}

public struct GreetingFormatter {
  public init() {}

  public func greeting(for name: String) -> String { "Hello, \(name)" }
}
