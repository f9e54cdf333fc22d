/// Shared by the screens: in `UI`, outside every feature folder.
struct Theme {
  let name = "plain"
}
