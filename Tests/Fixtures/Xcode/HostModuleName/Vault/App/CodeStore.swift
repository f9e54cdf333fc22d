/// The one-time codes the app keeps, newest first.
final class CodeStore {
  private(set) var codes: [String] = []

  func add(_ code: String) {
    guard code.count == 6 else { return }
    codes.insert(code, at: 0)
  }
}
