import Foundation

public struct ClockClient {
  public var now: @Sendable () -> Date = { .distantPast }
  public var isRunning: @Sendable (_ identifier: String) -> Bool = { _ in false }
  public var pendingAlarms: @Sendable () async -> [String] = { [] }
  public var cancelAll: @Sendable () -> Void = {}
}

extension ClockClient {
  public static let testValue = Self()
  public static let previewValue = Self()
}
