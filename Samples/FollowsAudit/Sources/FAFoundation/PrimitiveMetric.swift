import Foundation

/// One number a dashboard widget shows, computed from an account's reports: how many followers, how many of
/// them were lost since the last import, and so on. A metric knows its value in the latest report and, when
/// there is an older one, its value there.
public protocol PrimitiveMetric: Sendable {
  var kind: MetricKind { get }
  var value: Int { get }
  var previousValue: Int? { get }
}

extension PrimitiveMetric {
  /// The change since the previous report, or nil for the first report of an account.
  public var change: Int? {
    previousValue.map { value - $0 }
  }

  public var trend: Trend {
    Trend(change: change)
  }

  /// Whether the change is good news: more followers is, more accounts that do not follow back is not.
  public var isImprovement: Bool? {
    switch trend {
    case .up: return kind.higherIsBetter
    case .down: return !kind.higherIsBetter
    case .flat, .unknown: return nil
    }
  }
}
