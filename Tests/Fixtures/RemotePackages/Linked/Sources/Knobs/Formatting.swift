import Foundation

extension NumberFormatter {
  /// Sets the formatter up and returns it.
  public func tune(_ adjust: (NumberFormatter) -> Void) -> NumberFormatter {
    adjust(self)
    return self
  }
}
