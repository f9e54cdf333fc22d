import SwiftUI
import Trips

@main
struct PlannerApp: App {
  var body: some Scene {
    WindowGroup { PlanView() }
  }
}

struct PlanView: View {
  @State var stops: [String] = TourStops.all

  var body: some View {
    Text(Formatting.summary(of: Trip(stops: stops)))
  }

  func move(from source: Int, to destination: Int) {
    guard stops.indices.contains(source), stops.indices.contains(destination) else { return }
    stops.swapAt(source, destination)
  }
}
