import Gauge

/// Shows the speed on a dial and warns above the limit.
@main
struct DashboardApp {
  static func main() {
    let dial = Dial(minimum: 0, maximum: 200)
    let speeds = CommandLine.arguments.dropFirst().compactMap(Double.init)
    for speed in speeds {
      let warning = speed > 130 ? " slow down" : ""
      print("\(Int(dial.angle(for: speed)))°\(warning)")
    }
  }
}
