//  ___FILENAME___
final class WelcomeViewModel {
  let title = "Welcome"
}
