import Core
import SwiftUI

/// The favourite sheet's content. Closing is reported through `didFinish`; the coordinator owns the sheet.
public struct FavoriteMacView: View {
  @ObservedObject private var viewModel: FavoriteMacViewModel
  private let didFinish: () -> Void

  public init(viewModel: FavoriteMacViewModel, didFinish: @escaping () -> Void = {}) {
    self._viewModel = ObservedObject(wrappedValue: viewModel)
    self.didFinish = didFinish
  }

  public var body: some View {
    Form {
      Section {
        MacRow(mac: viewModel.mac, isFavorite: viewModel.isFavorite)
      }
      Section("Why this one?") {
        TextField("A note for yourself", text: $viewModel.note, axis: .vertical)
          .lineLimit(3...5)
        Text("\(viewModel.remainingNoteCharacters) characters left")
          .font(.footnote)
          .foregroundColor(viewModel.canSave ? .secondary : .red)
      }
      Button(viewModel.primaryActionTitle) {
        if viewModel.toggleFavorite() {
          didFinish()
        }
      }
      .disabled(!viewModel.canSave)
    }
    .navigationTitle("Favourite")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", action: didFinish)
      }
    }
  }
}
