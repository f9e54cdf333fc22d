import SwiftUI

/// A circle with the first letter of a name, coloured by the name so the same account keeps its colour.
public struct InitialAvatar: View {
  private let name: String
  private let size: CGFloat

  private static let palette: [Color] = [.pink, .orange, .purple, .teal, .indigo, .mint, .blue]

  public init(name: String, size: CGFloat = 36) {
    self.name = name
    self.size = size
  }

  public var body: some View {
    Text(initial)
      .font(.system(size: size * 0.45, weight: .semibold, design: .rounded))
      .foregroundStyle(.white)
      .frame(width: size, height: size)
      .background(color, in: Circle())
      .accessibilityHidden(true)
  }

  private var initial: String {
    name.normalizedUsername.first.map { String($0).uppercased() } ?? "?"
  }

  private var color: Color {
    // A stable hash: `hashValue` changes between launches.
    let sum = name.normalizedUsername.unicodeScalars.reduce(0) { $0 + Int($1.value) }
    return Self.palette[sum % Self.palette.count]
  }
}
