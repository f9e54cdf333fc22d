import Foundation

extension Date {
  /// The title of a report in lists: "12 Mar 2024, 18:40".
  public var reportTitle: String {
    formatted(date: .abbreviated, time: .shortened)
  }

  /// "3 days ago", for the dashboard's "last import" line.
  public func relativeDescription(to now: Date = .now) -> String {
    RelativeDateTimeFormatter().localizedString(for: self, relativeTo: now)
  }
}
