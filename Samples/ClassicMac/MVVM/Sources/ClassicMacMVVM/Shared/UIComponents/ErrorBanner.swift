import SwiftUI

struct ErrorBanner: View {
  let message: String
  let retry: () -> Void

  var body: some View {
    HStack {
      Image(systemName: "exclamationmark.triangle.fill")
        .foregroundStyle(.orange)
      Text(message)
        .font(.subheadline)
      Spacer()
      Button("Retry", action: retry)
    }
    .padding()
    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    .padding(.horizontal)
  }
}
