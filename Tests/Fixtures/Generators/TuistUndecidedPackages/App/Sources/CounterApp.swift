import Beads
import Ledger
import Tally

struct CounterApp {
  let tally = Tally()
}
