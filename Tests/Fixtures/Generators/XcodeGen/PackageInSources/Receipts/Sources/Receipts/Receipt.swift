import Printer

/// A sale, ready for the printer.
public struct Receipt {
  public var total: Int

  public init(total: Int) { self.total = total }

  public func print() { Printer.line("total \(total)") }
}
