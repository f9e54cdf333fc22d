import SwiftUI

/// `Content` here is `ViewModifier`'s own type, not the private `Content` of Features/Home.
struct BoldText: ViewModifier {
  func body(content: Content) -> some View {
    content.bold()
  }
}
