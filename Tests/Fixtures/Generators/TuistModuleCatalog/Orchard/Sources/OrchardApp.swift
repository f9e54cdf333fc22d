import Harvest
import HarvestInterface
import Ledger
import Gauges
import Tally

struct OrchardApp {
  let screen = HarvestScreen(book: Ledger(gauge: Gauge(level: 1)), total: Tally())
  var name: String { HarvestRoute.home.title }
}
