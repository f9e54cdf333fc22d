import Coordination

protocol FavoriteMacViewable: Viewable {
  func show(question: String, confirmTitle: String)
}

protocol FavoriteMacPresenting: Presenting {
  func didConfirm()
  func didCancel()
}

protocol FavoriteMacCoordinating: Coordinating {
  func finish()
}
