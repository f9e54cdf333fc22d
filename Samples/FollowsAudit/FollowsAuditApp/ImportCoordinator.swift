import DataImport
import SwiftUI
import UniformTypeIdentifiers

/// The navigation state of the import flow: whether the folder picker is up.
struct ImportNavigation: Equatable {
  var isPickingFolder = false

  mutating func chooseFolder() {
    isPickingFolder = true
  }

  /// Closes the picker and gives the folder to import, or nil when the user cancelled or it failed.
  mutating func folderPicked(_ result: Result<URL, Error>) -> URL? {
    isPickingFolder = false
    return try? result.get()
  }
}

/// The import flow, presented full screen: the import screen, the system's folder picker on top of it, and the
/// end of the flow reported to the presenting coordinator with the account the import added to.
struct ImportCoordinator: View {
  @State private var viewModel: ImportViewModel
  @State private var navigation = ImportNavigation()
  private let didFinish: (Account?) -> Void

  init(dependencies: AppDependencies, didFinish: @escaping (Account?) -> Void) {
    _viewModel = State(initialValue: ImportViewModel(service: dependencies.importService, store: dependencies.store))
    self.didFinish = didFinish
  }

  var body: some View {
    NavigationStack {
      ImportView(
        viewModel: viewModel,
        didTapChooseFolder: { navigation.chooseFolder() },
        didFinish: finish
      )
    }
    .fileImporter(isPresented: $navigation.isPickingFolder, allowedContentTypes: [.folder]) { result in
      folderPicked(result)
    }
  }

  private func folderPicked(_ result: Result<URL, Error>) {
    guard let folder = navigation.folderPicked(result) else {
      if case .failure(let error) = result {
        viewModel.folderSelectionFailed(error)
      }
      return
    }
    Task { await viewModel.importExport(at: folder) }
  }

  /// Ends the flow; the presenting coordinator removes the cover.
  func finish(_ account: Account?) {
    didFinish(account)
  }
}
