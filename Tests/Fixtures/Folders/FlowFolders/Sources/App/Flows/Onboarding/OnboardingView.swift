import SwiftUI

struct OnboardingView: View {
  @ObservedObject var model: OnboardingViewModel

  var body: some View {
    Text(model.title)
  }
}
