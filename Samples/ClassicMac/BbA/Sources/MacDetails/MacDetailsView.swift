import Core
import SwiftUI

/// The details of one Mac. The favourite button only reports the tap; the coordinator decides to present the
/// favourite sheet.
public struct MacDetailsView: View {
  @ObservedObject private var viewModel: MacDetailsViewModel
  private let didTapFavoriteButton: () -> Void

  public init(viewModel: MacDetailsViewModel, didTapFavoriteButton: @escaping () -> Void) {
    self._viewModel = ObservedObject(wrappedValue: viewModel)
    self.didTapFavoriteButton = didTapFavoriteButton
  }

  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        HStack {
          Text(viewModel.title)
            .font(.largeTitle.bold())
          if viewModel.isFavorite {
            FavoriteBadge()
          }
        }
        ForEach(viewModel.paragraphs, id: \.self) { paragraph in
          Text(paragraph)
            .font(.body)
        }
        Button(viewModel.favoriteButtonTitle, action: didTapFavoriteButton)
          .buttonStyle(.borderedProminent)
          .padding(.top, 24)
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .navigationTitle(viewModel.title)
    .navigationBarTitleDisplayMode(.inline)
    .onAppear(perform: viewModel.refresh)
  }
}
