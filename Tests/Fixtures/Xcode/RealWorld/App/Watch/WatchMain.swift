import Networking
import WatchSupport

struct WatchMain {
  let client = Client()
  let support = Support()
}
