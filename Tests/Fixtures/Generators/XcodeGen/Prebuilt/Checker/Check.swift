import Charts
import Gauge_Kit

struct Check {
  let chart = ChartView()
}
