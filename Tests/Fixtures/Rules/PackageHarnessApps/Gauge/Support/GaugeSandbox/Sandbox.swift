/// Prints the needle for a few values, to look at by eye.
@main
struct Sandbox {
  static func main() {
    let dial = Dial(minimum: -10, maximum: 40)
    for value in stride(from: -20.0, through: 50.0, by: 10.0) {
      let angle = dial.angle(for: value)
      print(angle > 200 ? "\(value): \(angle) (high)" : "\(value): \(angle)")
    }
  }
}
