import Core
import Foundation

/// The followers gained and lost since the previous report, and the net change the widget headlines.
public struct GainedLostWidgetModel: Hashable {
  public let gained: CountMetric
  public let lost: CountMetric
  /// With one report there is nothing to compare: the widget says so instead of showing zeros.
  public let isFirstReport: Bool

  public init(gained: CountMetric, lost: CountMetric, isFirstReport: Bool) {
    self.gained = gained
    self.lost = lost
    self.isFirstReport = isFirstReport
  }

  public var net: Int { gained.value - lost.value }

  public var netDescription: String {
    switch net {
    case 0: return "No change"
    case let net where net > 0: return "+\(net) net"
    default: return "\(net) net"
    }
  }
}
