import Observation

@Observable
final class HomeViewModel {
  var greeting = "Welcome"

  func profile() -> ProfileViewModel {
    ProfileViewModel(name: "Ada")
  }
}
