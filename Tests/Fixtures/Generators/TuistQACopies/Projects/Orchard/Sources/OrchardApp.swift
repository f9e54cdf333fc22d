import Compass
import Ledger

struct OrchardApp {
  let ledger = Ledger()
  let compass = Compass()
}
