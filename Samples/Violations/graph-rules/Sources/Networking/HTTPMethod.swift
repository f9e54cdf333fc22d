/// The HTTP methods the marketplace API uses. Networking's three types are all concrete and three modules
/// depend on them: a stable module with no protocol to substitute, far from the main sequence.
public enum HTTPMethod: String, Sendable {
  case get = "GET"
  case post = "POST"
}
