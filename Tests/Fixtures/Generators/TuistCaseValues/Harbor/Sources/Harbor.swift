import Buoy
import Dock
import Pier

/// The app: it moors at the dock, the buoy and the pier.
struct Harbor {
  let dock = Dock()
}
