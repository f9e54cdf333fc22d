import Core
import FAFoundation
import Foundation

/// One widget on the dashboard. Most metrics share the plain count widget; followers, the gained/lost pair and
/// mutuals have widgets of their own.
public enum DashboardWidget: Identifiable, Hashable {
  case followerCount(CountMetric)
  case gainedLost(GainedLostWidgetModel)
  case mutuals(MutualsWidgetModel)
  case metric(CountMetric)

  public var id: String {
    switch self {
    case .followerCount: return "followers"
    case .gainedLost: return "gained-lost"
    case .mutuals: return "mutuals"
    case .metric(let metric): return metric.kind.rawValue
    }
  }

  /// The widgets for a layout, in its order. New followers and unfollowers share one widget, placed where the
  /// first of the two is.
  static func widgets(for layout: [MetricKind], calculator: MetricCalculator) -> [DashboardWidget] {
    var widgets: [DashboardWidget] = []
    for kind in layout {
      let widget: DashboardWidget
      switch kind {
      case .followers:
        widget = .followerCount(calculator.metric(.followers))
      case .newFollowers, .unfollowers:
        widget = .gainedLost(GainedLostWidgetModel(
          gained: calculator.metric(.newFollowers),
          lost: calculator.metric(.unfollowers),
          isFirstReport: calculator.previous == nil
        ))
      case .mutuals:
        widget = .mutuals(MutualsWidgetModel(
          mutuals: calculator.metric(.mutuals),
          followers: calculator.metric(.followers)
        ))
      case .following, .notFollowingBack, .fans:
        widget = .metric(calculator.metric(kind))
      }
      if !widgets.contains(where: { $0.id == widget.id }) {
        widgets.append(widget)
      }
    }
    return widgets
  }
}
