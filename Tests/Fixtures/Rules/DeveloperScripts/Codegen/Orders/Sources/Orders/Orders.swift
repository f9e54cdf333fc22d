// Kept so that the target has a file before the generator runs.
enum Orders {
  static let folder = "queries"
}
