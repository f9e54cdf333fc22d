/// A coordinator shows one screen and starts the coordinators of the screens after it. It holds its host
/// weakly: the navigation controller owns the screens, not the other way round.
public protocol Coordinating: AnyObject {
  func start()
}

/// What a view controller exposes to its presenter.
public protocol Viewable: AnyObject {}

/// What a view or a view controller may ask of its presenter.
public protocol Presenting: AnyObject {
  func viewDidLoad()
}
