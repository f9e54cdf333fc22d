import Foundation

protocol MacsListViewProtocol: AnyObject {
  func show(rows: [MacsListRowViewModel])
  func showError(_ message: String)
}

protocol MacsListPresenterProtocol: AnyObject {
  func viewDidLoad()
  func didSelectRow(at index: Int)
}

protocol MacsListInteractorInputProtocol: AnyObject {
  func fetchMacs()
}

protocol MacsListInteractorOutputProtocol: AnyObject {
  func didFetch(_ macs: [MacSummary])
  func didFailToFetch(_ error: Error)
}

protocol MacsListRouterProtocol: AnyObject {
  func presentDetails(ofMacWithID id: Int)
}

struct MacsListRowViewModel: Equatable {
  let title: String
  let subtitle: String
}
