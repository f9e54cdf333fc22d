import Combine

/// Names the checkout flow's view model itself: the edge Flows/Onboarding → Flows/Checkout, and a reference from one
/// feature to another.
final class OnboardingViewModel: ObservableObject {
  @Published var title = "Welcome"
  let checkout = CheckoutViewModel()
}
