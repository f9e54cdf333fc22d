/// The app's state; the project names this file `AppState.swift`.
struct AppState {
  var isSignedIn = false
}
