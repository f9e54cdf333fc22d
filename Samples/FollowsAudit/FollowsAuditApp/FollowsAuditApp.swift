import SwiftUI

@main
struct FollowsAuditApp: App {
  @State private var dependencies = AppDependencies.live()

  var body: some Scene {
    WindowGroup {
      AccountsCoordinator(dependencies: dependencies)
    }
  }
}
