import HomeFeature

@main
struct App {
  static func main() {
    HomeCoordinator().start()
  }
}
