import AmberFlintBrightKit
import AmberWickDarkKit

/// The app, made of the two frameworks.
struct LanternApp {
  let wick = Wick()
  let flint = Flint()
}
