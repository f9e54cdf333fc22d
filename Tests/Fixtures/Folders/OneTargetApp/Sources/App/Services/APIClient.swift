final class APIClient {
  func recipes() -> [Recipe] {
    []
  }

  func cook(named name: String) -> Cook {
    Cook(name: name)
  }
}
