import MacDetails
import SwiftUI

/// The modal flow for marking a Mac as favourite. It owns its own NavigationStack so the sheet has a title
/// bar and a Cancel button, and it reports when it is done instead of dismissing itself.
struct FavoriteMacCoordinator: View {
  @StateObject private var viewModel: FavoriteMacViewModel
  private let didFinish: () -> Void

  init(mac: ClassicMac, didFinish: @escaping () -> Void) {
    _viewModel = StateObject(wrappedValue: FavoriteMacViewModel(mac: mac))
    self.didFinish = didFinish
  }

  var body: some View {
    NavigationStack {
      FavoriteMacView(viewModel: viewModel, didFinish: finish)
    }
    .presentationDetents([.medium, .large])
  }

  /// Ends the flow; the presenting coordinator removes the sheet.
  func finish() {
    didFinish()
  }
}
