import Foundation

public struct AnalyticsEvent: Equatable, Sendable {
  public var name: String
  public var parameters: [String: String]

  public init(_ name: String, parameters: [String: String] = [:]) {
    self.name = name
    self.parameters = parameters
  }
}

/// Collects events in memory; the app uploads them when it goes to the background.
public final class EventLogger: @unchecked Sendable {
  public static let shared = EventLogger()

  private let lock = NSLock()
  private var events: [AnalyticsEvent] = []

  public init() {}

  public func log(_ event: AnalyticsEvent) {
    lock.lock()
    defer { lock.unlock() }
    events.append(event)
  }

  public func flush() -> [AnalyticsEvent] {
    lock.lock()
    defer { lock.unlock() }
    let flushed = events
    events.removeAll()
    return flushed
  }
}
