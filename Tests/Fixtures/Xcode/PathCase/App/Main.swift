let state = AppState()
print(state.isSignedIn)
