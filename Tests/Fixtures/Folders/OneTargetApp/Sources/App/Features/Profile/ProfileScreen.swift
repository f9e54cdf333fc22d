final class ProfileScreen {
  let cook: Cook
  let api: APIClient

  init(cook: Cook, api: APIClient) {
    self.cook = cook
    self.api = api
  }

  /// Profile goes back to a new home screen: the edge Profile → Home that closes the cycle.
  func backHome() -> HomeScreen {
    HomeScreen(api: api)
  }
}
