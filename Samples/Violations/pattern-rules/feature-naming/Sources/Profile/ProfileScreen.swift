public struct ProfileScreen {
  public let title = "Profile"
  public init() {}
}
