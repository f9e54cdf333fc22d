enum TourStops {
  static let all = ["Bergen", "Flåm", "Oslo", "Bergen"]
}
