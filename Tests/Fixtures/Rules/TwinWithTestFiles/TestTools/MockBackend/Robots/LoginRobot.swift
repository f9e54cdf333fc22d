public struct LoginRobot {
  public let server: Server

  public func sendGreeting() -> Int {
    server.receive("hello")
    return server.sent.count
  }
}
