import Core
import Payments
import Tools

@main
struct ShopApp {
  static func main() {
    CoreModules.start()
    Checkout.open(total: Formatter.price(1250))
  }
}
