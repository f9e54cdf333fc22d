import PlumbModel

/// The examples of `ViewIndependenceRule`: they run as tests (`RuleExamplesTests`) and are the examples of its
/// documentation page. Kept beside the rule, in a file of their own, as they outweigh it.
extension ViewIndependenceRule {
  public static let triggeringExamples = [
    // One target, feature folders.
    RuleExample(
      "App[app]",
      sources: [
        "App/Features/Home/HomeView.swift": """
          import SwiftUI
          ↓struct HomeView: View {
            var body: some View {
              NavigationLink("Profile") { ProfileView(userID: 1) }
            }
          }
          """,
        "App/Features/Profile/ProfileView.swift": """
          import SwiftUI
          struct ProfileView: View {
            let userID: Int
            var body: some View { Text("Profile \\(userID)") }
          }
          """,
      ]),
    // Feature modules of an independent layer.
    RuleExample(
      "App[app] -> MacsList; App -> MacDetails; MacsList ..> MacDetails",
      configuration: modules + "\nrules:\n  feature-independence: off",
      sources: [
        "MacsList": """
          import UIKit
          import MacDetails
          ↓final class MacsListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              show(MacDetailsViewController(), sender: nil)
            }
          }
          """,
        "MacDetails": """
          import UIKit
          public final class MacDetailsViewController: UIViewController {}
          """,
      ]),
  ]

  public static let nonTriggeringExamples = [
    // Views from the shared design system, and the coordinator in the app that puts the features together.
    RuleExample(
      "App[app]",
      sources: [
        "App/Features/Home/HomeView.swift": """
          import SwiftUI
          struct HomeView: View {
            let onProfile: () -> Void
            var body: some View { PrimaryButton(title: "Profile", action: onProfile) }
          }
          """,
        "App/Features/Profile/ProfileView.swift": """
          import SwiftUI
          struct ProfileView: View {
            var body: some View { AvatarView() }
          }
          """,
        "App/Shared/Components/PrimaryButton.swift": """
          import SwiftUI
          struct PrimaryButton: View {
            let title: String
            let action: () -> Void
            var body: some View { Button(title, action: action) }
          }
          struct AvatarView: View {
            var body: some View { Image(systemName: "person") }
          }
          """,
        "App/Coordinators/HomeCoordinator.swift": """
          import SwiftUI
          struct HomeCoordinator: View {
            @State private var showsProfile = false
            var body: some View {
              HomeView(onProfile: { showsProfile = true }).sheet(isPresented: $showsProfile) { ProfileView() }
            }
          }
          """,
      ]),
    // A name-based check flags `HomeView`'s use of `ProfileViewing`: it is a protocol (and in the same feature),
    // and each feature's private `Row` is its own, whichever the type graph resolves.
    RuleExample(
      "App[app]",
      sources: [
        "App/Scenes/Home/HomeView.swift": """
          import SwiftUI
          protocol ProfileViewing {}
          struct HomeView: View {
            let profile: any ProfileViewing
            var body: some View { Row() }
          }
          private struct Row: View { var body: some View { Text("Home") } }
          """,
        "App/Scenes/Profile/ProfileView.swift": """
          import SwiftUI
          struct ProfileView: View, ProfileViewing {
            var body: some View { Row() }
          }
          private struct Row: View { var body: some View { Text("Profile") } }
          """,
      ]),
    // Build-block's catch-all layer of libraries: the design system is in it by its role only, and holds views but
    // no screen's logic, so it is shared. A check of layers alone makes it a feature the home screen may not use.
    RuleExample(
      "App[app] -> Home; App -> DesignSystem; Home -> DesignSystem",
      configuration: "layers:\n  - name: App\n    roles: app\n  - name: Modules\n    roles: library\n    independent: true",
      sources: [
        "DesignSystem": """
          import SwiftUI
          public struct AvatarView: View {
            public init() {}
            public var body: some View { Circle() }
          }
          """,
        "Home": """
          import SwiftUI
          import DesignSystem
          @Observable final class HomeViewModel {
            var name = ""
          }
          struct HomeView: View {
            @State var viewModel = HomeViewModel()
            var body: some View { AvatarView() }
          }
          """,
      ]),
    // A coordinator's own view draws the screens it connects.
    RuleExample(
      "App[app]",
      sources: [
        "App/Features/Onboarding/OnboardingCoordinator.swift": """
          import SwiftUI
          final class OnboardingCoordinator: ObservableObject {
            @Published var path: [Int] = []
            struct View: SwiftUI.View {
              @ObservedObject var coordinator: OnboardingCoordinator
              var body: some SwiftUI.View { NavigationStack(path: $coordinator.path) { ProfileView() } }
            }
          }
          """,
        "App/Features/Profile/ProfileView.swift": """
          import SwiftUI
          struct ProfileView: View {
            var body: some View { Text("Profile") }
          }
          """,
      ]),
  ]
}
