import Beacon
import Relay
import Tally

struct DemoApp {
  let beacon = Beacon()
  let relay = Relay()
  let count = Counter()
}
