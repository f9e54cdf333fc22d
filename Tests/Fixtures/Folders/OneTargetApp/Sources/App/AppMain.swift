@main
struct AppMain {
  static func main() {
    let home = HomeScreen(api: APIClient())
    home.show()
  }
}
