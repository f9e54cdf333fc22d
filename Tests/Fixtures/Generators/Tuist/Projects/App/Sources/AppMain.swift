import Networking
import SnapKit
import Storage

struct AppMain {
  let store = Store(client: Client())
}
