import Foundation
import SharedModels

/// The text of the profile header, computed once so the view controller only lays it out.
struct ProfileSummary: Equatable {
  let title: String
  let subtitle: String

  init(user: User, now: Date = Date(), calendar: Calendar = .current) {
    title = user.displayName
    let years = calendar.dateComponents([.year], from: user.joinedAt, to: now).year ?? 0
    let macs = user.collection.count == 1 ? "1 Mac" : "\(user.collection.count) Macs"
    subtitle = years < 1 ? "\(macs) · joined this year" : "\(macs) · collecting for \(years) years"
  }
}
