import Palette

/// Refreshes every child that can be themed: the closure's body starts with a parenthesised cast.
final class ThemeRefresher {
  func refresh(_ children: [AnyObject]) {
    children.forEach {
      ($0 as? Themed)?.applyTheme()
      let parts: [Themed] = []
      for part in parts { part.applyTheme() }
    }
  }
}
