public struct HomeScreen {
  public let title = "Home"
  public init() {}
}
