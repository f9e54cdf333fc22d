public protocol Query {
  static var text: String { get }
}

public func run<Q: Query>(_ query: Q.Type) -> String {
  Q.text
}
