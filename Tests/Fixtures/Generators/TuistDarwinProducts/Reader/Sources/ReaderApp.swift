import LedgerCharts
import Stream
import StreamUI

struct ReaderApp {
  let feed = Feed()
  let binding = FeedBinding()
  let chart = BalanceChart()
}
