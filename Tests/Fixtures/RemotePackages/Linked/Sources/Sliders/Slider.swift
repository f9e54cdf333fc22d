import Foundation
import Knobs

public func makeFormatter() -> NumberFormatter {
  NumberFormatter().tune { $0.maximumFractionDigits = 1 }
}
