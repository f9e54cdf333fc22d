import Coordination
import MacDomain

protocol MacsListViewable: Viewable {
  func showMacs()
  func showError(_ message: String)
}

protocol MacsListPresenting: Presenting {
  var numberOfMacs: Int { get }
  func mac(at index: Int) -> ClassicMac
  func didSelectMac(at index: Int)
}

protocol MacsListCoordinating: Coordinating {
  func showDetails(of mac: ClassicMac)
}

/// Where the list can send the user; the app turns these into other features' coordinators.
public enum MacsListFlow: FlowType {
  case details(ClassicMac)
}
