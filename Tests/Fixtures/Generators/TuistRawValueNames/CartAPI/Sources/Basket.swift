public protocol Basket {
  var items: [String] { get }
}
