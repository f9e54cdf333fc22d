/// The composition root: it starts the first flow.
final class AppMain {
  let onboarding = OnboardingViewModel()
}
