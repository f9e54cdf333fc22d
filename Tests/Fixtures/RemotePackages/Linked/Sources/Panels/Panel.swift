import Foundation

public final class Panel {
  let formatter = NumberFormatter()

  public init() {
    formatter.do { $0.minimumFractionDigits = 2 }
  }
}
