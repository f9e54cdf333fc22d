import ImageCache
import SwiftUI

public struct CoverView: View {
  let title: String
  public init(title: String) { self.title = title }
  public var body: some View {
    Text(String(title.prefix(1))).font(.largeTitle).frame(width: 40, height: 60)
      .onAppear { ImageCache.shared.prefetch(title) }
  }
}
