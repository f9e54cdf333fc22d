final class HomeScreen {
  let api: APIClient
  var recipes: [Recipe] = []

  init(api: APIClient) {
    self.api = api
  }

  func show() {
    recipes = api.recipes()
  }

  /// Home opens a cook's profile: the edge Home → Profile.
  func open(_ cook: Cook) -> ProfileScreen {
    ProfileScreen(cook: cook, api: api)
  }
}

/// Seen in this file only: `Content` written in another folder (a view modifier's `body(content:)`) is not this type.
private struct Content {
  let rows: [HomeRow]
}
