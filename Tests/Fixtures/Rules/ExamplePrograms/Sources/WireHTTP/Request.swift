import Wire

public struct Request {
  public var path: String
  public init(path: String) { self.path = path }
  public func frame() -> Frame { Frame(bytes: Array("GET \(path)".utf8)) }
}
