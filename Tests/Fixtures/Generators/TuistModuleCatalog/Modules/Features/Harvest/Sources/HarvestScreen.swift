import Gauges
import HarvestInterface
import Ledger
import Tally

public struct HarvestScreen {
  public let book: Ledger
  public let total: Tally
  public let route = HarvestRoute.home
  public init(book: Ledger, total: Tally) {
    self.book = book
    self.total = total
  }
  public var level: Int { book.gauge.level + total.count }
}
