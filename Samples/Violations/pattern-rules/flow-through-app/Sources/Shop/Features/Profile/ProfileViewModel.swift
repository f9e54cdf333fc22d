import Observation

@Observable
final class ProfileViewModel {
  let name: String

  init(name: String) {
    self.name = name
  }
}
