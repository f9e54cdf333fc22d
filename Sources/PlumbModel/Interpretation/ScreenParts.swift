/// What a screen is made of, decided here once for the rules and the score: the roles of a screen's parts, and when
/// a type of one of those roles really is one.
///
/// A screen is its views (a SwiftUI view, a view controller) and its logic (the view controller again in MVC, a view
/// model, a presenter, an interactor, a reducer). Each rule or criterion reads the part it is about through the
/// named sets below, never a set of its own.
extension Role {
  /// Every role a part of a screen has: what a feature folder must declare to be one, and what navigates when
  /// a screen (rather than a coordinator) navigates.
  public static let screenParts: Set<Role> = [.view, .viewController, .viewModel, .presenter, .interactor, .reducer]
  /// The parts the user sees: views and view controllers.
  public static let screenViews: Set<Role> = [.view, .viewController]
  /// The parts that hold a screen's logic (a view controller holds it in MVC): what makes a module a feature.
  public static let screenLogic: Set<Role> = [.viewController, .viewModel, .presenter, .interactor, .reducer]
}

extension CodeIndex.TypeInfo {
  /// Whether the type is a screen part of one of `roles`: its role is one of them and, for a view controller, rests
  /// on more than a `Controller` name. A struct, an enum or a class that only ends in `Controller`
  /// (`NNW3ImportController`, `DownloadController`) is no screen, while a subclass of a framework controller, a
  /// `ViewController` name or a `ViewControllers` folder is.
  public func isScreenPart(among roles: Set<Role> = Role.screenParts) -> Bool {
    guard roles.contains(role) else { return false }
    guard role == .viewController else { return true }
    if fact.kind != .class { return false }
    return evidence.contains { $0 != "name ends in Controller" }
  }
}
