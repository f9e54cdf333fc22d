protocol LoginViewProtocol: AnyObject {
  func show(error: String)
}
