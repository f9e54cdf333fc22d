import DockKit

/// The app's entry point: it moors one boat at start-up.
struct HarborApp {
  let dock = Dock(berths: 4)
}
