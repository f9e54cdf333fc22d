import HomeFeature
import Profile

@main
struct App {
  static func main() {
    print(HomeScreen().title, ProfileScreen().title)
  }
}
