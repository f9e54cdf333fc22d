public protocol Coordinator: AnyObject {
  func start()
}
