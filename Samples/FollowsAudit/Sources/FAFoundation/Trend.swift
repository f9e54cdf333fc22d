import Foundation

/// The direction of a metric between two reports.
public enum Trend: Equatable, Sendable {
  case up(Int)
  case down(Int)
  case flat
  /// There is no previous report to compare with.
  case unknown

  public init(change: Int?) {
    switch change {
    case .none: self = .unknown
    case .some(0): self = .flat
    case .some(let delta) where delta > 0: self = .up(delta)
    case .some(let delta): self = .down(-delta)
    }
  }
}
