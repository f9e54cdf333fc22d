import SwiftUI
import Trips

@main
struct TourApp: App {
  var body: some Scene {
    WindowGroup { TourView() }
  }
}
