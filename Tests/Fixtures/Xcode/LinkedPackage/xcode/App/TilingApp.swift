import Core

/// The app's entry point: everything it does is in Core.
@main
enum TilingApp {
  static func main() {
    print(Window(width: 1440, height: 900).halves())
  }
}
