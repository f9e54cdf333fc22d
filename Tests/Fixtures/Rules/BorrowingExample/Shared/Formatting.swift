import Trips

enum Formatting {
  static func summary(of trip: Trip) -> String {
    if trip.isRoundTrip { return "Round trip over \(trip.stops.count) stops" }
    return trip.stops.joined(separator: " → ")
  }
}
