import Alamofire
import Analytics
import CatalogKit
import Networking

struct ShopApp {
  let client = Client(session: Session.default)
  let tracker = Tracker()
  let card = ProductCard(product: Product(id: 1))
}
