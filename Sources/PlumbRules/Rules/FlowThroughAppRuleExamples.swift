import PlumbModel

/// The examples of `FlowThroughAppRule`: they run as tests (`RuleExamplesTests`) and are the examples of its
/// documentation page. Kept beside the rule, in a file of their own, as they outweigh it.
extension FlowThroughAppRule {
  public static let triggeringExamples = [
    // Feature modules, with feature-independence off: the import is this rule's finding.
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature ..> ProfileFeature",
      configuration: modules + "\nrules:\n  feature-independence: off",
      sources: [
        "HomeFeature": """
          import UIKit
          ↓import ProfileFeature
          public final class HomeCoordinator {
            let navigationController: UINavigationController
            public init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showProfile() { ProfileCoordinator(navigationController: navigationController).start() }
          }
          """,
        "ProfileFeature": """
          import UIKit
          public final class ProfileCoordinator {
            let navigationController: UINavigationController
            public init(navigationController: UINavigationController) { self.navigationController = navigationController }
            public func start() {}
          }
          """,
      ]),
    // Feature folders of one target: the view model names the other feature's service.
    RuleExample(
      "App[app]",
      sources: [
        "App/Features/Cart/CartViewModel.swift": """
          import Foundation
          ↓final class CartViewModel {
            let wishlist = WishlistStore()
            func moveToWishlist(_ item: String) { wishlist.add(item) }
          }
          """,
        "App/Features/Wishlist/WishlistStore.swift": """
          import Foundation
          final class WishlistStore {
            private(set) var items: [String] = []
            func add(_ item: String) { items.append(item) }
          }
          """,
        "App/Features/Wishlist/WishlistView.swift": """
          import SwiftUI
          struct WishlistView: View {
            let store: WishlistStore
            var body: some View { List(store.items, id: \\.self) { Text($0) } }
          }
          """,
      ]),
  ]

  public static let nonTriggeringExamples = [
    // De Moura's way: the feature posts its own flow; the app maps it to the other feature's coordinator.
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature -> Core; ProfileFeature -> Core",
      configuration: modules,
      sources: [
        "Core": """
          import Foundation
          public protocol FlowType {}
          public extension NotificationCenter {
            func post(_ flow: FlowType) { post(name: .init("flow"), object: flow) }
          }
          """,
        "HomeFeature": """
          import Core
          public enum HomeFlows: FlowType { case profile(userID: Int) }
          public final class HomeViewModel {
            public init() {}
            func didSelectProfile(_ id: Int) { NotificationCenter.default.post(HomeFlows.profile(userID: id)) }
          }
          """,
        "ProfileFeature": """
          import Core
          public final class ProfileCoordinator {
            public init(userID: Int) {}
            public func start() {}
          }
          """,
        "App": """
          import Core
          import HomeFeature
          import ProfileFeature
          final class AppDependencies {
            func handle(_ flow: FlowType) {
              if case HomeFlows.profile(let id)? = flow as? HomeFlows { ProfileCoordinator(userID: id).start() }
            }
          }
          """,
      ]),
    // How the work is shared: with feature-independence on (its default), the import between two feature modules
    // of one independent layer is its finding; with view-independence on, a view naming another feature's view is
    // that rule's finding.
    RuleExample(
      "App[app] -> HomeFeature; App -> ProfileFeature; HomeFeature ..> ProfileFeature",
      configuration: modules + "\nrules:\n  view-independence: warning",
      sources: [
        "HomeFeature": """
          import SwiftUI
          import ProfileFeature
          struct HomeView: View {
            var body: some View { ProfileView() }
          }
          """,
        "ProfileFeature": """
          import SwiftUI
          public struct ProfileView: View {
            public init() {}
            public var body: some View { Text("Profile") }
          }
          """,
      ]),
    RuleExample(
      "App[app]",
      configuration: "rules:\n  view-independence: warning",
      sources: [
        "App/Features/Home/HomeView.swift": """
          import SwiftUI
          struct HomeView: View {
            var body: some View { ProfileView() }
          }
          """,
        "App/Features/Profile/ProfileView.swift": """
          import SwiftUI
          struct ProfileView: View {
            var body: some View { Text("Profile") }
          }
          """,
      ]),
    // `Modules/Reactive` matches a feature glob but declares no screen: it is a shared helper, not a feature.
    RuleExample(
      "App[app]",
      sources: [
        "App/Scenes/Home/HomeViewModel.swift": """
          final class HomeViewModel {
            let title = Observable("Home")
          }
          """,
        "App/Scenes/Home/HomeViewController.swift": """
          import UIKit
          final class HomeViewController: UIViewController {
            var viewModel: HomeViewModel!
          }
          """,
        "App/Utils/Modules/Reactive/Observable.swift": """
          final class Observable<Value> {
            var value: Value
            init(_ value: Value) { self.value = value }
          }
          """,
      ]),
    // Inside one target the coordinators are the app's: the feed's coordinator may start the about screen's.
    RuleExample(
      "App[app]",
      sources: [
        "App/Scenes/Feed/FeedCoordinator.swift": """
          import UIKit
          final class FeedCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showAbout() { AboutCoordinator(navigationController: navigationController).start() }
          }
          """,
        "App/Scenes/About/AboutCoordinator.swift": """
          import UIKit
          final class AboutCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {}
          }
          """,
      ]),
    // A name-based check flags `Profile` in Home's code: the model lives in the shared `Models` folder, and the
    // shared design system's button is no feature's; `Features/Common` is shared by name.
    RuleExample(
      "App[app]",
      sources: [
        "App/Features/Home/HomeViewModel.swift": """
          import Foundation
          final class HomeViewModel {
            var profile: Profile?
            let formatter = DateLabelFormatter()
          }
          """,
        "App/Features/Profile/ProfileViewModel.swift": """
          import Foundation
          final class ProfileViewModel {
            var profile: Profile?
            let formatter = DateLabelFormatter()
          }
          """,
        "App/Models/Profile.swift": """
          struct Profile { let name: String }
          """,
        "App/Features/Common/DateLabelFormatter.swift": """
          import Foundation
          final class DateLabelFormatter {}
          """,
      ]),
    // Packages in a `Modules/` folder: `**/Modules/*` matches each package's own folder, which is the module, not
    // a feature folder of it. Account may import RSCore; a check of folder globs alone sees two features.
    RuleExample(
      "App[app] -> Account[path=Modules/Account/Sources/Account]; Account -> RSCore[path=Modules/RSCore/Sources/RSCore]",
      sources: [
        "Account": """
          import RSCore
          public final class AccountViewController: UIViewController {
            let avatar = RoundedImageView()
          }
          """,
        "RSCore": """
          import UIKit
          public final class RoundedImageView: UIImageView {}
          """,
      ]),
    // Tests mirror the features' folders; a spy in them is no feature of its own.
    RuleExample(
      "App[app]",
      sources: [
        "App/Sources/Modules/Activity/ActivityView.swift": """
          import UIKit
          protocol ActivityViewProtocol: AnyObject { func show(_ item: ActivityDTO) }
          struct ActivityDTO { let title: String }
          final class ActivityViewController: UIViewController, ActivityViewProtocol {
            func show(_ item: ActivityDTO) {}
          }
          """,
        "App/Tests/Modules/Activity/ActivityViewSpy.swift": """
          import UIKit
          final class ActivityViewSpy: UIView, ActivityViewProtocol {
            var last: ActivityDTO?
            func show(_ item: ActivityDTO) { last = item }
          }
          """,
      ]),
  ]
}
