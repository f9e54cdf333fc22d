import Meter

/// Reads values from the command line and prints them rounded, or a warning.
@main
struct MeterHostApp {
  static func main() {
    for argument in CommandLine.arguments.dropFirst() {
      guard let value = Double(argument) else {
        print("not a number: \(argument)")
        continue
      }
      print(Reading(value: value).rounded(to: 0.5))
    }
  }
}
