import ClockClientInterface
import Foundation

extension ClockClient {
  public static let liveValue = ClockClient(
    now: { Date() },
    isRunning: { identifier in !identifier.isEmpty && identifier != "stopped" },
    pendingAlarms: { [] },
    cancelAll: {})
}
