import SwiftUI
import Trips

struct TourView: View {
  @State var index = 0

  var body: some View {
    Text(Formatting.summary(of: Trip(stops: Array(TourStops.all.prefix(index + 1)))))
      .onTapGesture { advance() }
  }

  func advance() {
    if index + 1 < TourStops.all.count { index += 1 } else { index = 0 }
  }
}
