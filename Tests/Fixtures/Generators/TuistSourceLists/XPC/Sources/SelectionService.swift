/// What the XPC service does with a selection of windows.
struct SelectionService {
  func describe(_ windows: [Int]) -> String {
    windows.map(String.init).joined(separator: ",")
  }
}
